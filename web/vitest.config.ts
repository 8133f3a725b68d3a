import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { testDatasetEnv } from './test/demo-dataset-file'

// Two layers: unit tests beside the code (*.test.ts), integration tests (*.int.test.ts) against
// the real Next server of the production build, which test/next-server.ts starts once. Unit tests
// that run GROQ over the whole demo dataset take seconds; the test command runs them beside another
// check on two cores, so their guard against a hung test is 20 s rather than vitest's 5 s.
// Integration files run two at a time: much of their time is spent waiting (servers starting,
// timers, timeouts on purpose), and each file keeps apart from the others by fresh addresses,
// accounts and databases of its own, so two side by side take half the time on two cores.
// The load test is the exception: it holds its server to zero timeouts at 100 clients, a figure
// of the server alone, so it runs last with the machine to itself (its own project, a later group).
const alias = { '@': path.resolve(import.meta.dirname, 'src') }
// Content read through the site's own configuration comes from the tests' pinned dataset.
const env = testDatasetEnv()
const ALONE = ['test/reliability/load.int.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          environment: 'node',
          env,
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          exclude: ALONE,
          environment: 'node',
          globalSetup: ['test/next-server.ts'],
          env,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'load',
          include: ALONE,
          environment: 'node',
          env,
          testTimeout: 30_000,
          hookTimeout: 150_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
