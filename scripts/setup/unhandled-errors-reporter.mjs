// A vitest reporter that writes the errors thrown outside any test (a timer that threw after its
// test ended, a worker that died) to the file OHC_UNHANDLED_ERRORS names. Vitest fails the run for
// them but leaves them out of its JSON report; the test command names them in its summary.
import { writeFileSync } from 'node:fs'

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.OHC_UNHANDLED_ERRORS
    if (!file) return
    const first = (error) =>
      String(error?.stack || error?.message || error)
        .split('\n')
        .slice(0, 3)
        .map((line) => line.trim())
        .join(' ⏎ ')
    writeFileSync(file, JSON.stringify(unhandledErrors.map(first)))
  }
}
