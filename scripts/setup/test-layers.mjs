// The whole test suite, layer by layer: lint and types, unit tests, the Studio's schema and build,
// integration tests against the real Next server, and browser tests in Chromium. Every layer runs
// even when an earlier one fails, and the last line counts what passed and failed across all of them.
//
// The checks that need no server (lint, types, unit tests, the Studio's) run two at a time: each
// keeps about one core busy. The integration and browser layers then run one after the other,
// each alone on the machine: they start servers, and hold time limits.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runHeld, runJobs, runStreamed } from './job-pool.mjs'
import { crashed, playwrightOutcome, vitestOutcome } from './layer-report.mjs'
import { log, ROOT } from './util.mjs'

const REPORTS = path.join(ROOT, 'test-results', 'reports')
const UNHANDLED_REPORTER = path.join(ROOT, 'scripts', 'setup', 'unhandled-errors-reporter.mjs')

/** Two side by side at most: more would only share the same cores (and a machine of one gets one). */
const SLOTS = Math.min(2, os.availableParallelism())

/** Runs a pnpm command; `held` keeps its output until it ends (it runs beside another job). */
async function exec(tools, label, args, { cwd = ROOT, env = {}, held = false } = {}) {
  log(`▶ ${label}`)
  const started = Date.now()
  const options = { cwd, env: { ...tools.env, ...env } }
  const status = await (held ? runHeld : runStreamed)(tools.pnpm, args, options)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  log(`${status === 0 ? '✔' : '✘'} ${label} (${seconds}s)`)
  return status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** A vitest layer: counts come from its JSON report; a run that crashed counts as one failure. */
async function vitest(tools, label, pkg, extra = [], held = true) {
  const report = path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`)
  const unhandled = report.replace(/\.json$/, '.unhandled.json')
  const reporters = ['--reporter=default', '--reporter=json', `--reporter=${UNHANDLED_REPORTER}`]
  const args = ['--filter', pkg, 'exec', 'vitest', 'run', ...extra, ...reporters, `--outputFile.json=${report}`]
  const ok = await exec(tools, label, args, { held, env: { OHC_UNHANDLED_ERRORS: unhandled } })
  const json = readJson(report)
  return json ? vitestOutcome(label, json, ok, readJson(unhandled)) : crashed(label)
}

const checked = (label, ok) => (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, why: [`${label}: failed`] })

async function check(tools, label, args, cwd) {
  return checked(label, await exec(tools, label, args, { cwd, held: true }))
}

/**
 * Each package's own tsconfig, tests included: the test command's `next build` leaves type
 * checking to these (web/tsconfig.json is the very program Next would check, plus the tests).
 * The web app's service worker (src/worker, bundled by Serwist) has its own, with the worker's
 * types instead of the page's.
 */
const TYPED_PROJECTS = [
  'web/tsconfig.json',
  'scripts/tsconfig.json',
  'studio/tsconfig.json',
  'schemas/tsconfig.json',
  'scripts/lake/tsconfig.json',
  'web/tsconfig.worker.json',
]

const tsc = (tools, project) =>
  check(
    tools,
    `Lint and types: tsc ${project}`,
    ['exec', 'tsc', '-p', path.basename(project), '--noEmit'],
    path.join(ROOT, path.dirname(project)),
  )

/**
 * The query types `sanity typegen` derives from the schema must match the committed ones: they are
 * regenerated, and the check fails (leaving the fresh files to commit) when they changed.
 */
async function typegenIsCurrent(tools) {
  const files = ['web/src/content/sanity/schema.json', 'web/src/content/sanity/types.ts'].map((f) => path.join(ROOT, f))
  const before = files.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : ''))
  const ran = await exec(tools, 'Types: sanity typegen is current', ['--filter', '@ohc/web', 'typegen'], { held: true })
  const stale = files.filter((f, i) => readFileSync(f, 'utf8') !== before[i])
  if (stale.length)
    console.error(
      `Generated types were out of date: ${stale.map((f) => path.relative(ROOT, f)).join(', ')} (now regenerated: commit them).`,
    )
  return checked('Types: sanity typegen is current', ran && !stale.length)
}

async function playwright(tools) {
  const label = 'Browser tests (Playwright, Chromium)'
  const report = path.join(REPORTS, 'e2e.json')
  const ok = await exec(tools, label, ['--filter', '@ohc/web', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  })
  const json = readJson(report)
  return json?.stats ? playwrightOutcome(label, json, ok) : crashed(label)
}

/**
 * Every layer as a job; among the jobs ready to start, the first listed goes first: the chain of
 * jobs that wait for others, then the longest. The order is kept only where files are shared:
 * typegen rewrites the query types that the web app's tsc reads, and the Studio's three commands
 * share its folder. Integration and browser tests come last, each alone.
 */
function layerJobs(tools, count) {
  const studio = path.join(ROOT, 'studio')
  const job = (name, run, order = {}) => ({ name, ...order, run: async () => count(await run()) })
  const [webProject, ...otherProjects] = TYPED_PROJECTS
  const checks = [
    job(`tsc ${webProject}`, () => tsc(tools, webProject)),
    job('schema validate', () => check(tools, 'Studio: sanity schema validate', ['exec', 'sanity', 'schema', 'validate'], studio)),
    job('studio build', () => check(tools, 'Studio: sanity build', ['exec', 'sanity', 'build', '--yes'], studio), {
      after: ['schema validate'],
    }),
    job('typegen', () => typegenIsCurrent(tools), { after: [`tsc ${webProject}`, 'studio build'] }),
    job('unit scripts', () => vitest(tools, 'Unit tests: scripts', '@ohc/scripts')),
    job('unit web', () => vitest(tools, 'Unit tests: web', '@ohc/web', ['--project', 'unit'])),
    job('eslint', () => check(tools, 'Lint and types: eslint', ['exec', 'eslint', '.', '--max-warnings', '0'], ROOT)),
    job('prettier', () => check(tools, 'Lint and types: prettier --check', ['exec', 'prettier', '--check', '.'], ROOT)),
    job('unit studio', () => vitest(tools, 'Unit tests: studio', '@ohc/studio')),
    ...otherProjects.map((project) => job(`tsc ${project}`, () => tsc(tools, project))),
    job('unit schemas', () => vitest(tools, 'Unit tests: schemas', '@ohc/schemas')),
    job('unit lake', () => vitest(tools, 'Unit tests: lake', '@ohc/lake')),
  ]
  const allChecks = checks.map((c) => c.name)
  return [
    ...checks,
    job(
      'integration',
      () => vitest(tools, 'Integration tests: web', '@ohc/web', ['--project', 'integration', '--project', 'load'], false),
      {
        after: allChecks,
      },
    ),
    job('browser', () => playwright(tools), { after: [...allChecks, 'integration'] }),
  ]
}

export async function runTestLayers(tools) {
  rmSync(REPORTS, { recursive: true, force: true })
  mkdirSync(REPORTS, { recursive: true })
  const total = { passed: 0, failed: 0, why: [] }
  const count = ({ passed, failed, why = [] }) => {
    total.passed += passed
    total.failed += failed
    total.why.push(...why)
    return failed === 0
  }
  await runJobs(layerJobs(tools, count), SLOTS)
  log(existsSync(REPORTS) ? `Reports in ${path.relative(ROOT, REPORTS)}` : '')
  if (total.why.length) console.log(`\nWhat failed:\n${total.why.map((line) => `  ${line}`).join('\n')}`)
  console.log(`\n${total.passed} passed, ${total.failed} failed`)
  return total.failed === 0
}
