// The whole test suite, layer by layer: lint and types, unit tests, the Studio's schema and build,
// integration tests against the real Next server, and browser tests in Chromium. Every layer runs
// even when an earlier one fails, and the last line counts what passed and failed across all of them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { log, ROOT } from './util.mjs'

const REPORTS = path.join(ROOT, 'test-results', 'reports')

function exec(tools, label, args, { cwd = ROOT, env = {} } = {}) {
  log(`▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(tools.pnpm, args, { cwd, stdio: 'inherit', env: { ...tools.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  log(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds}s)`)
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** A vitest layer: counts come from its JSON report; a run that crashed counts as one failure. */
function vitest(tools, label, pkg, extra = []) {
  const report = path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`)
  const ok = exec(tools, label, [
    '--filter',
    pkg,
    'exec',
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  const json = readJson(report)
  if (!json) return { passed: 0, failed: 1 }
  return { passed: json.numPassedTests, failed: json.numFailedTests + (ok || json.numFailedTests ? 0 : 1) }
}

function check(tools, label, args, cwd) {
  return exec(tools, label, args, { cwd }) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/**
 * Each package's own tsconfig, tests included: `next build` checks only what the web app ships.
 * The web app's service worker (src/worker, bundled by Serwist) has its own, with the worker's
 * types instead of the page's.
 */
const TYPED_PROJECTS = [
  'schemas/tsconfig.json',
  'scripts/tsconfig.json',
  'scripts/lake/tsconfig.json',
  'studio/tsconfig.json',
  'web/tsconfig.json',
  'web/tsconfig.worker.json',
]

/**
 * The first layer: ESLint (a warning fails it too), Prettier's check and tsc for every package,
 * each counted as one check. Nothing is rewritten: `pnpm run format` is for a developer to run.
 */
function lintAndTypes(tools) {
  const results = [
    check(tools, 'Lint and types: eslint', ['exec', 'eslint', '.', '--max-warnings', '0'], ROOT),
    check(tools, 'Lint and types: prettier --check', ['exec', 'prettier', '--check', '.'], ROOT),
    ...TYPED_PROJECTS.map((project) =>
      check(
        tools,
        `Lint and types: tsc ${project}`,
        ['exec', 'tsc', '-p', path.basename(project), '--noEmit'],
        path.join(ROOT, path.dirname(project)),
      ),
    ),
  ]
  return results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), { passed: 0, failed: 0 })
}

/**
 * The query types `sanity typegen` derives from the schema must match the committed ones: they are
 * regenerated, and the check fails (leaving the fresh files to commit) when they changed.
 */
function typegenIsCurrent(tools) {
  const files = ['web/src/sanity/schema.json', 'web/src/sanity/types.ts'].map((f) => path.join(ROOT, f))
  const before = files.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : ''))
  const ran = exec(tools, 'Types: sanity typegen is current', ['--filter', '@ohc/web', 'typegen'])
  const stale = files.filter((f, i) => readFileSync(f, 'utf8') !== before[i])
  if (stale.length)
    console.error(
      `Generated types were out of date: ${stale.map((f) => path.relative(ROOT, f)).join(', ')} (now regenerated: commit them).`,
    )
  return ran && !stale.length ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

function playwright(tools) {
  const report = path.join(REPORTS, 'e2e.json')
  const ok = exec(
    tools,
    'Browser tests (Playwright, Chromium)',
    ['--filter', '@ohc/web', 'exec', 'playwright', 'test', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  )
  const stats = readJson(report)?.stats
  if (!stats) return { passed: 0, failed: 1 }
  const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1)
  return { passed: stats.expected + stats.flaky, failed }
}

export function runTestLayers(tools) {
  rmSync(REPORTS, { recursive: true, force: true })
  mkdirSync(REPORTS, { recursive: true })
  const studio = path.join(ROOT, 'studio')
  const layers = [
    () => lintAndTypes(tools),
    () => vitest(tools, 'Unit tests: schemas', '@ohc/schemas'),
    () => vitest(tools, 'Unit tests: lake', '@ohc/lake'),
    () => vitest(tools, 'Unit tests: scripts', '@ohc/scripts'),
    () => vitest(tools, 'Unit tests: studio', '@ohc/studio'),
    () => vitest(tools, 'Unit tests: web', '@ohc/web', ['--project', 'unit']),
    () => check(tools, 'Studio: sanity schema validate', ['exec', 'sanity', 'schema', 'validate'], studio),
    () => check(tools, 'Studio: sanity build', ['exec', 'sanity', 'build', '--yes'], studio),
    () => typegenIsCurrent(tools),
    () => vitest(tools, 'Integration tests: web', '@ohc/web', ['--project', 'integration']),
    () => playwright(tools),
  ]
  const total = { passed: 0, failed: 0 }
  for (const layer of layers) {
    const { passed, failed } = layer()
    total.passed += passed
    total.failed += failed
  }
  log(existsSync(REPORTS) ? `Reports in ${path.relative(ROOT, REPORTS)}` : '')
  console.log(`\n${total.passed} passed, ${total.failed} failed`)
  return total.failed === 0
}
