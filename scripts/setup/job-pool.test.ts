// The test command's job pool: how many jobs run at once, in which order, what waits for what,
// and that the output of two commands running side by side comes out one whole block each.

import { afterEach, describe, expect, it, vi } from 'vitest'
import { runHeld, runJobs, type Job } from './job-pool.mjs'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Jobs that record when they start and end, and end a few milliseconds later. */
function recorder() {
  const events: string[] = []
  let running = 0
  let most = 0
  const job = (name: string, passes = true, after?: string[]): Job => ({
    name,
    after,
    run: async () => {
      events.push(`start ${name}`)
      most = Math.max(most, ++running)
      await tick()
      running--
      events.push(`end ${name}`)
      return passes
    },
  })
  return { events, job, most: () => most }
}

describe('runJobs', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs at most `slots` jobs at once, the first listed first', async () => {
    const r = recorder()
    const passed = await runJobs(
      ['a', 'b', 'c', 'd', 'e'].map((name) => r.job(name)),
      2,
    )
    expect(r.most()).toBe(2)
    expect(r.events.filter((e) => e.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d', 'start e'])
    expect(Object.fromEntries(passed)).toEqual({ a: true, b: true, c: true, d: true, e: true })
  })

  it('starts a job once the jobs it waits for have ended, even failed, and lets others go ahead meanwhile', async () => {
    const r = recorder()
    const passed = await runJobs([r.job('typegen', true, ['tsc', 'studio']), r.job('tsc', false), r.job('studio'), r.job('lint')], 2)
    expect(r.events.indexOf('start typegen')).toBeGreaterThan(r.events.indexOf('end tsc'))
    expect(r.events.indexOf('start typegen')).toBeGreaterThan(r.events.indexOf('end studio'))
    expect(r.events.indexOf('start lint')).toBeLessThan(r.events.indexOf('start typegen'))
    expect(Object.fromEntries(passed)).toEqual({ typegen: true, tsc: false, studio: true, lint: true })
  })

  it('counts a job that throws as failed, says why, and goes on with the rest', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: Job = {
      name: 'broken',
      run: async () => {
        throw new Error('no such command')
      },
    }
    const passed = await runJobs([broken, { name: 'fine', run: async () => true }], 1)
    expect(Object.fromEntries(passed)).toEqual({ broken: false, fine: true })
    expect(said).toHaveBeenCalledWith('[setup] broken: no such command')
  })

  it('refuses a job that waits for one that is not in the list', () => {
    expect(() => runJobs([{ name: 'a', after: ['nothing'], run: async () => true }], 2)).toThrow(/a waits for nothing/)
  })
})

describe('runHeld', () => {
  afterEach(() => vi.restoreAllMocks())

  it('prints each command’s output in one piece when it ends, and resolves with its exit code', async () => {
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(chunk.toString())
      return true
    })
    // Two commands that print three lines each, taking turns.
    const script = (name: string, code: number) =>
      `let i = 0; const t = setInterval(() => { console.log('${name} ' + ++i); if (i === 3) { clearInterval(t); process.exitCode = ${code} } }, 20)`
    const codes = await Promise.all([
      runHeld(process.execPath, ['-e', script('first', 0)], {}),
      runHeld(process.execPath, ['-e', script('second', 3)], {}),
    ])
    expect(codes).toEqual([0, 3])
    expect(written.sort()).toEqual(['first 1\nfirst 2\nfirst 3\n', 'second 1\nsecond 2\nsecond 3\n'])
  })
})
