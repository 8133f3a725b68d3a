import { z } from 'zod'
import { readVariables, type Env } from './read'

// How this process runs: the build mode Next sets, and the switches only tests use.

export const runtimeSchema = z.object({
  // Set by Next: 'production' for `next build` and `next start`, 'development' for `next dev`.
  NODE_ENV: z.string().optional(),
  // Set by Next: 'phase-production-build' while `next build` prerenders pages.
  NEXT_PHASE: z.string().optional(),
  // Tests only. An ISO datetime replacing "now" (honoured only where platform/clock.ts allows it).
  OHC_TEST_NOW: z.string().optional(),
  // Tests only. 1 makes /ohc-test-error fail on purpose.
  OHC_TEST_ERROR_ROUTE: z.string().optional(),
  // Set by pnpm: the directory a command was typed in (the roster CLI resolves its file there).
  INIT_CWD: z.string().optional(),
  // Optional. Overrides INIT_CWD when the scripts package runs the roster CLI through a second pnpm.
  OHC_ROSTER_CWD: z.string().optional(),
})

export interface RuntimeConfig {
  production: boolean
  /** True while `next build` prerenders: pages then read no app database (hosts' lines). */
  building: boolean
  /** True only under NODE_ENV=test (Vitest sets it). */
  test: boolean
  /** The raw OHC_TEST_NOW; platform/clock.ts decides whether to honour it. */
  testNow: string | undefined
  testErrorRoute: boolean
  /** Where a command was typed: relative paths on a command line are resolved there. */
  commandDir: string
}

export function readRuntimeConfig(env: Env): RuntimeConfig {
  const vars = readVariables(runtimeSchema, env, 'runtime')
  return {
    production: vars.NODE_ENV === 'production',
    building: vars.NEXT_PHASE === 'phase-production-build',
    test: vars.NODE_ENV === 'test',
    testNow: vars.OHC_TEST_NOW,
    testErrorRoute: vars.OHC_TEST_ERROR_ROUTE === '1',
    commandDir: vars.OHC_ROSTER_CWD ?? vars.INIT_CWD ?? process.cwd(),
  }
}
