import { defineJob } from './job'

// Jobs for the tests of a real server (OHC_TEST_JOBS=1): one that does nothing, so a tick has a
// run to show, and one that always fails, so a failure can be seen recorded and reported.

export const TEST_JOBS = [
  defineJob({ name: 'test-heartbeat', everyMinutes: 1, run: async () => {} }),
  defineJob({
    name: 'test-failure',
    everyMinutes: 1,
    run: async () => {
      throw new Error('the test job fails on purpose')
    },
  }),
]
