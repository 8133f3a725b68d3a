import { describe, expect, it } from 'vitest'
import { checkJobs, defineJob } from './job'

const run = async () => {}

describe('defineJob', () => {
  it('keeps a well-declared job as it is', () => {
    const job = { name: 'release-no-shows', everyMinutes: 1, timeoutMinutes: 5, run }
    expect(defineJob(job)).toBe(job)
    expect(defineJob({ name: 'ballot-draw-2026', everyMinutes: 1440, run }).everyMinutes).toBe(1440)
  })

  it('refuses a name the claims cannot key on plainly', () => {
    for (const name of ['', 'Release', 'release no-shows', 'release--no-shows', '-release', 'release_no_shows', 'a'.repeat(65)]) {
      expect(() => defineJob({ name, everyMinutes: 1, run })).toThrow(/lowercase words joined by dashes/)
    }
  })

  it('refuses minutes that are not a whole number from 1 to a day', () => {
    for (const everyMinutes of [0, -5, 1.5, 1441, Number.NaN]) {
      expect(() => defineJob({ name: 'x', everyMinutes, run })).toThrow(/everyMinutes must be a whole number from 1 to 1440/)
    }
    expect(() => defineJob({ name: 'x', everyMinutes: 5, timeoutMinutes: 0, run })).toThrow(/timeoutMinutes/)
  })
})

describe('checkJobs', () => {
  it('refuses two jobs of one name', () => {
    const job = defineJob({ name: 'twice', everyMinutes: 5, run })
    expect(() => checkJobs([job, { ...job }])).toThrow('Two scheduled jobs are named twice')
    expect(() => checkJobs([job, { ...job, name: 'once' }])).not.toThrow()
  })
})
