import path from 'node:path'

// The dataset every test reads, and every server under test serves: the demo pinned to the
// festival of 17–18 October 2026 (`generate --current-year 2026`), which the test command
// generates into data/test. `npm start` serves data/demo instead, whose festival follows the date.
// No imports but node's: the vitest and Playwright configs read it too.

export const DEMO_FILE = path.resolve(import.meta.dirname, '../../data/test/dataset.ndjson')

/** The dataset a server or test process reads: the tests' own, unless the environment names another. */
export const testDatasetEnv = () => ({ OHC_DATASET: process.env.OHC_DATASET || DEMO_FILE })
