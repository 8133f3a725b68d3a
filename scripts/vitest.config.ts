import { configDefaults, defineConfig } from 'vitest/config'

// The local Content Lake package under lake/ runs its own tests (pnpm --filter @ohc/lake test).
// Several tests here run a whole pipeline (an import, an export, a rollover) against a stand-in
// server; the test command runs them beside another check on two cores, so the guard against a
// hung test is 30 s rather than vitest's 5 s, which a busy machine can reach without anything hung.
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, 'lake/**'], testTimeout: 30_000 },
})
