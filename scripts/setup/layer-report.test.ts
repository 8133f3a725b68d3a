// What the test command says of a layer that failed: real vitest runs of small test files write the
// reports read here, so the cases are vitest's own (a failed test, a failed hook, an error thrown
// after every test passed), not shapes written by hand.

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { playwrightOutcome, vitestOutcome } from './layer-report.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'layer-report-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const vitestBin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest')

const unhandledReporter = path.join(import.meta.dirname, 'unhandled-errors-reporter.mjs')

/**
 * Runs vitest on one test file of `source` with the test command's reporters, and returns its JSON
 * report, whether it exited 0, and the errors thrown outside any test.
 */
function runVitest(name: string, source: string) {
  const file = path.join(dir, `${name}.test.mjs`)
  const report = path.join(dir, `${name}.json`)
  const unhandled = path.join(dir, `${name}.unhandled.json`)
  writeFileSync(file, source)
  const reporters = ['--reporter=json', `--reporter=${unhandledReporter}`]
  const run = spawnSync(vitestBin, ['run', file, '--root', dir, ...reporters, `--outputFile.json=${report}`], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, OHC_UNHANDLED_ERRORS: unhandled },
  })
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8'))
  return { json: read(report), ok: run.status === 0, unhandled: read(unhandled) as string[] }
}

describe('a vitest layer', () => {
  it('that passed says nothing', () => {
    const { json, ok } = runVitest('passes', `import { it, expect } from 'vitest'\nit('adds', () => expect(1 + 1).toBe(2))\n`)
    expect(vitestOutcome('Unit', json, ok)).toEqual({ passed: 1, failed: 0, why: [] })
  })

  it('names each failed test by file and title', () => {
    const { json, ok } = runVitest(
      'fails',
      `import { describe, it, expect } from 'vitest'\ndescribe('sums', () => {\n  it('adds', () => expect(1 + 1).toBe(3))\n  it('subtracts', () => expect(1 - 1).toBe(0))\n})\n`,
    )
    const outcome = vitestOutcome('Unit', json, ok)
    expect(outcome).toMatchObject({ passed: 1, failed: 1 })
    // With the first line of why: the values compared.
    expect(outcome.why).toEqual([
      `Unit: ${path.join(dir, 'fails.test.mjs')} › sums adds: AssertionError: expected 2 to be 3 // Object.is equality`,
    ])
  })

  it('counts a hook that failed after every test passed as one failure, named by its file', () => {
    const { json, ok } = runVitest(
      'hook',
      `import { afterAll, it } from 'vitest'\nafterAll(() => { throw new Error('the server would not stop') })\nit('runs', () => {})\n`,
    )
    const outcome = vitestOutcome('Integration', json, ok)
    expect(ok).toBe(false)
    expect(outcome).toMatchObject({ passed: 1, failed: 1 })
    expect(outcome.why).toEqual([`Integration: ${path.join(dir, 'hook.test.mjs')}: the server would not stop`])
  })

  it('counts an error thrown outside any test as one failure, and names the error', () => {
    const { json, ok, unhandled } = runVitest(
      'unhandled',
      `import { it } from 'vitest'\nit('starts something it does not wait for', async () => {\n  setTimeout(() => { throw new Error('the late timer') }, 1)\n  await new Promise((r) => setTimeout(r, 20))\n})\n`,
    )
    expect(ok).toBe(false)
    const outcome = vitestOutcome('Integration', json, ok, unhandled)
    expect(outcome).toMatchObject({ passed: 1, failed: 1 })
    expect(outcome.why).toHaveLength(1)
    expect(outcome.why[0]).toMatch(/^Integration: Error: the late timer ⏎ at .*unhandled\.test\.mjs/)
    // Without the errors, the exit alone is named.
    expect(vitestOutcome('Integration', json, ok).why).toEqual(['Integration: exited in error with every test passed (see its output)'])
  })
})

describe('a Playwright layer', () => {
  // The shape of Playwright's JSON reporter: suites of files and describes, specs, a test per project.
  const report = (status: string) => ({
    stats: { expected: 1, flaky: 0, unexpected: status === 'unexpected' ? 1 : 0 },
    suites: [
      {
        title: 'ballot.spec.ts',
        specs: [
          {
            title: 'a visitor enters',
            tests: [
              {
                projectName: 'phone',
                status,
                results: [{ error: { message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …' } }],
              },
            ],
          },
        ],
        suites: [{ title: 'at the door', specs: [{ title: 'checks in', tests: [{ projectName: 'desktop', status: 'expected' }] }] }],
      },
    ],
  })

  it('names a test that failed every try, with its project', () => {
    expect(playwrightOutcome('Browser', report('unexpected'), false)).toEqual({
      passed: 1,
      failed: 1,
      why: ['Browser: [phone] ballot.spec.ts › a visitor enters: Error: expect(locator).toBeVisible() failed'],
    })
  })

  it('counts a flaky test as passed, and a failed exit with none failed as one failure', () => {
    const flaky = { ...report('flaky'), stats: { expected: 1, flaky: 1, unexpected: 0 } }
    expect(playwrightOutcome('Browser', flaky, true)).toEqual({ passed: 2, failed: 0, why: [] })
    expect(playwrightOutcome('Browser', flaky, false).failed).toBe(1)
  })
})
