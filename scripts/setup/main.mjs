#!/usr/bin/env node
// `npm start` and `npm test` land here. Each step checks whether it is needed first, so a
// second run goes straight to serving (or testing) what is already there.
import { ensureChromium } from './chromium.mjs'
import { startTestPostgres } from './postgres.mjs'
import { runTestLayers } from './test-layers.mjs'
import { ensureToolchain } from './toolchain.mjs'
import { hashInputs, log, run, unlessStamped } from './util.mjs'

const command = process.argv[2] ?? 'start'

function install(tools) {
  const hash = hashInputs(
    [
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'package.json',
      'web/package.json',
      'studio/package.json',
      'schemas/package.json',
      'scripts/package.json',
    ],
    [tools.node],
  )
  unlessStamped('node_modules/.ohc-install-stamp', hash, 'Dependencies', () => {
    log('Installing dependencies (pnpm install --frozen-lockfile)')
    run(tools.pnpm, ['install', '--frozen-lockfile'], { env: tools.env })
  })
}

/** The demo dataset, regenerated only when the generator or the shared names change. */
function dataset(tools) {
  if (process.env.SANITY_PROJECT_ID || process.env.OHC_DATASET) {
    log('Dataset: using the configured content source, not the demo dataset')
    return
  }
  const hash = hashInputs(['scripts/src/generate', 'schemas/src/names.ts'])
  unlessStamped('data/.demo-stamp', hash, 'Demo dataset', () => {
    log('Generating the demo dataset into data/demo')
    run(tools.pnpm, ['--filter', '@ohc/scripts', 'generate'], { env: tools.env })
  })
}

/**
 * The production build, redone only when sources, dependencies, data or content settings change.
 * `env` adds to its environment (the test command's build leaves type checking to its tsc layer).
 */
function build(tools, env = {}) {
  const contentEnv = [
    'SANITY_PROJECT_ID',
    'SANITY_DATASET',
    'OHC_DATASET',
    'SANITY_STUDIO_PROJECT_ID',
    'SANITY_STUDIO_DATASET',
    'SANITY_STUDIO_URL',
  ].map((k) => `${k}=${process.env[k] ?? ''}`)
  const hash = hashInputs(
    [
      'web/src',
      'web/next.config.ts',
      'web/tsconfig.json',
      'web/package.json',
      'schemas/src',
      'studio/src',
      'studio/sanity.config.ts',
      'pnpm-lock.yaml',
      'data/.demo-stamp',
    ],
    contentEnv,
  )
  unlessStamped('data/.build-stamp', hash, 'Web build', () => {
    log('Building the web app (next build)')
    run(tools.pnpm, ['--filter', '@ohc/web', 'build'], { env: { ...tools.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  })
}

function prepare() {
  const tools = ensureToolchain()
  install(tools)
  dataset(tools)
  return tools
}

try {
  if (command === 'start') {
    const tools = prepare()
    build(tools)
    const port = process.env.PORT ?? '3000'
    log(`Serving on http://localhost:${port} (Ctrl+C stops it)`)
    run(tools.pnpm, ['--filter', '@ohc/web', 'exec', 'next', 'start', '--port', port], {
      env: { ...tools.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
  } else if (command === 'dev') {
    const tools = prepare()
    run(tools.pnpm, ['--filter', '@ohc/web', 'exec', 'next', 'dev', '--port', process.env.PORT ?? '3000'], { env: tools.env })
  } else if (command === 'test') {
    const tools = prepare()
    // The lint-and-types layer checks the same program, tests included: once is enough.
    build(tools, { OHC_BUILD_SKIP_TYPECHECK: '1' })
    const chromium = ensureChromium()
    // The integration tests run the app database on SQLite and on this PostgreSQL.
    const postgres = await startTestPostgres()
    let ok = false
    try {
      ok = await runTestLayers({
        ...tools,
        env: { ...tools.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1', OHC_TEST_DATABASE_URL: postgres.url },
      })
    } finally {
      postgres.stop()
    }
    process.exit(ok ? 0 : 1)
  } else {
    console.error(`Unknown command "${command}". Use: start, dev or test.`)
    process.exit(2)
  }
} catch (error) {
  console.error(`\n[setup] ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
