import { describe, expect, it } from 'vitest'
import { readJobsConfig } from './jobs'

describe('readJobsConfig', () => {
  it('ticks in the process by default, with no cron secret', () => {
    expect(readJobsConfig({})).toEqual({ cronSecret: undefined, timer: true, timerOffBecause: undefined, testJobs: false })
    expect(readJobsConfig({ OHC_JOBS: 'on', CRON_SECRET: ' s3cret ' })).toMatchObject({ cronSecret: 's3cret', timer: true })
  })

  it('starts no timer with OHC_JOBS=off, nor on Vercel, whose cron calls the route', () => {
    expect(readJobsConfig({ OHC_JOBS: 'off' })).toMatchObject({ timer: false, timerOffBecause: 'OHC_JOBS=off' })
    expect(readJobsConfig({ VERCEL: '1', OHC_JOBS: 'on' })).toMatchObject({
      timer: false,
      timerOffBecause: expect.stringMatching(/Vercel/),
    })
  })

  it('names OHC_JOBS when it is neither on nor off', () => {
    expect(() => readJobsConfig({ OHC_JOBS: 'no' })).toThrow(/^Invalid scheduled work configuration: OHC_JOBS: /)
  })

  it('adds the test jobs only with OHC_TEST_JOBS=1', () => {
    expect(readJobsConfig({ OHC_TEST_JOBS: '1' }).testJobs).toBe(true)
    expect(readJobsConfig({ OHC_TEST_JOBS: 'yes' }).testJobs).toBe(false)
  })
})
