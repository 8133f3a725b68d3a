#!/usr/bin/env node
// `npm start` and `npm test` land here. Each step checks whether it is needed first, so a
// second run goes straight to serving (or testing) what is already there.
import path from 'node:path'
import { todayUtc } from '../src/generate/demo-festival.mjs'
import { ensureChromium } from './chromium.mjs'
import { ensureNginx } from './nginx.mjs'
import { startTestPostgres } from './postgres.mjs'
import { startTestRedis } from './redis.mjs'
import { runTestLayers } from './test-layers.mjs'
import { ensureToolchain } from './toolchain.mjs'
import { DATASETS, demoStamp, generateArgs, TEST_FESTIVAL_YEAR, wantedDemoFestival } from './datasets.mjs'
import { hashInputs, keepingFiles, log, readStamp, ROOT, run, unlessStamped } from './util.mjs'

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

/** Whether the content comes from elsewhere (a Content Lake, or a dataset file of the user's). */
const configuredContent = () => Boolean(process.env.SANITY_PROJECT_ID || process.env.OHC_DATASET)

/**
 * A generated dataset (./datasets.mjs), regenerated only when the generator or the shared names
 * change, and the demo's also once its festival is over.
 */
function dataset(tools, kind) {
  if (configuredContent()) {
    log('Dataset: using the configured content source, not the generated one')
    return
  }
  const sources = hashInputs(['scripts/src/generate', 'schemas/src/names.ts'])
  const { dir, stamp } = DATASETS[kind]
  if (kind === 'test') {
    unlessStamped(stamp, sources, 'Test dataset', () => {
      log(`Generating the tests' dataset, the ${TEST_FESTIVAL_YEAR} festival, into ${dir}`)
      run(tools.pnpm, generateArgs(ROOT, 'test'), { env: tools.env })
    })
    return
  }
  // The real date, never the server's clock override: it picks what the demo is about.
  const festival = wantedDemoFestival(readStamp(stamp), todayUtc())
  unlessStamped(stamp, demoStamp(sources, festival), 'Demo dataset', () => {
    log(`Generating the demo dataset into ${dir}`)
    run(tools.pnpm, generateArgs(ROOT, 'demo', festival), { env: tools.env })
  })
  log(`Demo festival: ${festival.saturday} and ${festival.sunday}; ballots are drawn a week before (docs/contributing.md)`)
}

/**
 * Each command's build, of its own dataset: the test command's in web/.next, where the tests'
 * servers and the type check look; `npm start`'s beside it, so neither rebuilds over the other.
 */
const BUILDS = {
  demo: { distDir: '.next-demo', stamp: 'data/.demo-build-stamp', env: {} },
  test: {
    distDir: '.next',
    stamp: 'data/.test-build-stamp',
    env: configuredContent() ? {} : { OHC_DATASET: path.join(ROOT, DATASETS.test.dir, 'dataset.ndjson') },
  },
}

/**
 * The production build, redone only when sources, dependencies, data or content settings change.
 * `env` adds to its environment (the test command's build leaves type checking to its tsc layer).
 */
function build(tools, kind, env = {}) {
  const target = BUILDS[kind]
  const buildEnv = { ...tools.env, NEXT_TELEMETRY_DISABLED: '1', OHC_DIST_DIR: target.distDir, ...target.env, ...env }
  const contentEnv = [
    'SANITY_PROJECT_ID',
    'SANITY_DATASET',
    'OHC_DATASET',
    'SANITY_STUDIO_PROJECT_ID',
    'SANITY_STUDIO_DATASET',
    'SANITY_STUDIO_URL',
  ].map((k) => `${k}=${buildEnv[k] ?? ''}`)
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
      DATASETS[kind].stamp,
    ],
    [...contentEnv, target.distDir],
  )
  unlessStamped(target.stamp, hash, 'Web build', () => {
    log(`Building the web app (next build) into web/${target.distDir}`)
    const nextBuild = () => run(tools.pnpm, ['--filter', '@ohc/web', 'build'], { env: buildEnv })
    // Next writes the types of a build folder other than .next into tsconfig.json and
    // next-env.d.ts; the type check reads .next's, so both are put back.
    if (target.distDir === '.next') nextBuild()
    else keepingFiles(['web/tsconfig.json', 'web/next-env.d.ts'], nextBuild)
  })
  return buildEnv
}

function prepare(kind) {
  const tools = ensureToolchain()
  install(tools)
  dataset(tools, kind)
  return tools
}

try {
  if (command === 'start') {
    const tools = prepare('demo')
    const env = build(tools, 'demo')
    const port = process.env.PORT ?? '3000'
    log(`Serving on http://localhost:${port} (Ctrl+C stops it)`)
    run(tools.pnpm, ['--filter', '@ohc/web', 'exec', 'next', 'start', '--port', port], { env })
  } else if (command === 'dev') {
    const tools = prepare('demo')
    run(tools.pnpm, ['--filter', '@ohc/web', 'exec', 'next', 'dev', '--port', process.env.PORT ?? '3000'], { env: tools.env })
  } else if (command === 'test') {
    const tools = prepare('test')
    // The lint-and-types layer checks the same program, tests included: once is enough.
    const { OHC_DATASET } = build(tools, 'test', { OHC_BUILD_SKIP_TYPECHECK: '1' })
    const chromium = ensureChromium()
    // The integration tests put nginx's cache in front of the site (web/test/front-cache.int.test.ts).
    const nginx = ensureNginx()
    // The integration tests run the app database on SQLite and on this PostgreSQL.
    const postgres = await startTestPostgres()
    // The shared page cache of several server processes runs on this Redis.
    let redis = { stop() {} }
    let ok = false
    try {
      redis = await startTestRedis()
      ok = await runTestLayers({
        ...tools,
        env: {
          ...tools.env,
          ...(OHC_DATASET ? { OHC_DATASET } : {}),
          CHROMIUM_PATH: chromium,
          NEXT_TELEMETRY_DISABLED: '1',
          OHC_TEST_DATABASE_URL: postgres.url,
          OHC_TEST_REDIS_URL: redis.url,
          OHC_TEST_NGINX: nginx,
        },
      })
    } finally {
      redis.stop()
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
