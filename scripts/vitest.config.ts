import { configDefaults, defineConfig } from 'vitest/config'

// The local Content Lake package under lake/ runs its own tests (pnpm --filter @ohc/lake test).
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, 'lake/**'] },
})
