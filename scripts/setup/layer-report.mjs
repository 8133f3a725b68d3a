// What a test layer's report says of its run: how many passed and failed, and, when it failed, why
// in a few lines. The test command prints those lines again at its very end, so the last screen of
// a CI log names what failed even when the failure scrolled by long before.

/** At most this many failed tests are named per layer; the rest are counted. */
const NAMED = 8

/** A layer whose report is missing: the run crashed before writing it. */
export const crashed = (label) => ({ passed: 0, failed: 1, why: [`${label}: no report was written (the run crashed)`] })

/** How much of a failure's message a line carries: enough for "expected … to equal …". */
const MESSAGE_CHARS = 400

/** A terminal colour code, as vitest and Playwright put in their messages (ESC [ … m). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** A failure message's first line without colours, cut to MESSAGE_CHARS: what went wrong, at a glance. */
export function firstLine(message) {
  const line =
    String(message ?? '')
      .replace(COLOUR, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  const trimmed = line.trim()
  return trimmed.length > MESSAGE_CHARS ? `${trimmed.slice(0, MESSAGE_CHARS)}…` : trimmed
}

const withWhy = (name, message) => (firstLine(message) ? `${name}: ${firstLine(message)}` : name)

const named = (label, names) => [
  ...names.slice(0, NAMED).map((name) => `${label}: ${name}`),
  ...(names.length > NAMED ? [`${label}: and ${names.length - NAMED} more`] : []),
]

/**
 * A vitest JSON report. A run that exits in error with no failed test (a hook that failed, an
 * error thrown outside any test, a worker that died) counts as one failure, named by the files
 * whose own result failed and by the errors thrown outside any test (`unhandled`, the first lines
 * of each, as unhandled-errors-reporter.mjs writes them).
 * @param {string} label
 * @param {any} json
 * @param {boolean} ok whether the command exited 0
 * @param {string[]} [unhandled]
 */
export function vitestOutcome(label, json, ok, unhandled = []) {
  const results = json.testResults ?? []
  const failedTests = results.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => withWhy(`${file.name} › ${t.fullName}`, t.failureMessages?.[0])),
  )
  const failedFiles = results
    .filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
    .map((file) => withWhy(file.name, file.message || 'failed outside its tests'))
  const outside = ok || json.numFailedTests ? 0 : 1
  const why = [...named(label, failedTests), ...named(label, failedFiles), ...named(label, unhandled)]
  if (outside && !failedFiles.length && !unhandled.length) why.push(`${label}: exited in error with every test passed (see its output)`)
  return { passed: json.numPassedTests, failed: json.numFailedTests + outside, why }
}

/** Every spec of a Playwright JSON report, with the suites' titles before its own. */
function* specs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) yield { title: [...path, spec.title].join(' › '), tests: spec.tests ?? [] }
    yield* specs(suite.suites, path)
  }
}

/**
 * A Playwright JSON report: tests that failed on every try are named; a flaky one (passed on a
 * retry) counts as passed. A run that exits in error with none failed counts as one failure.
 * @param {string} label
 * @param {any} json
 * @param {boolean} ok whether the command exited 0
 */
export function playwrightOutcome(label, json, ok) {
  const { expected, flaky, unexpected } = json.stats
  const failedTests = [...specs(json.suites)].flatMap(({ title, tests }) =>
    tests.filter((t) => t.status === 'unexpected').map((t) => withWhy(`[${t.projectName}] ${title}`, t.results?.at(-1)?.error?.message)),
  )
  const outside = ok || unexpected ? 0 : 1
  const why = named(label, failedTests)
  if (outside) why.push(`${label}: exited in error with no test failed (see its output)`)
  return { passed: expected + flaky, failed: unexpected + outside, why }
}
