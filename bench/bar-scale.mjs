// The scale bar (build time, memory and the cost of a request grow no faster than the data, and at
// ×10 the throughput bars hold within a factor of 2): the demo dataset (×1) and generated ones
// (×10, ×100 by default), each built and served on its own in the same run: the build's time and
// peak memory, the server's memory, and the time of one request to each hot path; then the
// throughput table at ×1 and ×10. Growth is read against ×1: (figure at ×N ÷ figure at ×1) ÷ N, so
// 1 is linear and under 1 better.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hotPaths, throughputBar } from './bar-throughput.mjs'
import { capture } from './bare-server.mjs'
import { ROOT, WEB, startNext } from './pages.mjs'
import { samplePeak, treeRss } from './proc-memory.mjs'
import { int, kb, num, verdict } from './report.mjs'

const DEMO = path.join(ROOT, 'data/demo/dataset.ndjson')
const REQUESTS = 15 // timed, after WARM untimed ones
const WARM = 2
const PATH_BUDGET_MS = 90_000 // per path and scale: ×100 lists are large

const mb = (bytes) => (bytes == null ? '—' : int(bytes / 2 ** 20))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}

function run(command, args, { cwd, env, timeoutMs, log }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const peak = samplePeak(child.pid)
    let tail = ''
    const keep = (chunk) => (tail = (tail + chunk).slice(-4000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => {
      log(`${path.basename(command)} ${args[0] ?? ''}: over ${Math.round(timeoutMs / 60_000)} min, stopped`)
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, code, signal, seconds: (performance.now() - started) / 1000, peakBytes: peak(), tail })
    })
  })
}

/** The dataset of scale `factor`: the demo's for 1, otherwise generated (and timed) into a temporary folder. Also used by bar-paging.mjs. */
export async function dataset(factor, { log, tmp }) {
  if (factor === 1) return { file: DEMO, generated: null }
  const out = path.join(tmp, `x${factor}`)
  log(`scale ×${factor}: generating the dataset`)
  const generated = await run(
    process.execPath,
    [path.join(ROOT, 'scripts/node_modules/tsx/dist/cli.mjs'), 'src/generate/cli.ts', '--scale', String(factor), '--out', out],
    { cwd: path.join(ROOT, 'scripts'), env: {}, timeoutMs: 20 * 60_000, log },
  )
  if (!generated.ok) throw new Error(`generating ×${factor} failed: ${generated.tail}`)
  return { file: path.join(out, 'dataset.ndjson'), generated }
}

/** The generator's own count, from the manifest it writes beside every dataset. */
function documents(file) {
  return JSON.parse(readFileSync(path.join(path.dirname(file), 'manifest.json'), 'utf8')).documents
}

/** `next build` of the dataset into web/<distDir>; Next writes the distDir's types into tsconfig.json, put back after. */
async function build({ file, distDir, timeoutMs, log }) {
  const tsconfig = path.join(WEB, 'tsconfig.json')
  const original = readFileSync(tsconfig, 'utf8')
  try {
    return await run(process.execPath, [path.join(WEB, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: WEB,
      env: { OHC_DATASET: file, OHC_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      timeoutMs,
      log,
    })
  } finally {
    writeFileSync(tsconfig, original)
  }
}

/** The first site page the list links to: every dataset has its own sites. */
async function firstSitePage(base) {
  const html = await (await fetch(`${base}/sites`)).text()
  return /href="(\/sites\/[a-z0-9-]+)"/.exec(html)?.[1]
}

/** One request after another: the cost of one request with nothing else running. */
async function perRequest(url) {
  const started = performance.now()
  const times = []
  let first = null
  for (let i = 0; i < WARM + REQUESTS && performance.now() - started < PATH_BUDGET_MS; i += 1) {
    const t = performance.now()
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    const elapsed = performance.now() - t
    if (i === 0) first = elapsed
    if (i >= WARM) times.push(elapsed)
  }
  return {
    first,
    median: median(times),
    min: times.length ? Math.min(...times) : null,
    max: times.length ? Math.max(...times) : null,
    n: times.length,
  }
}

async function measureScale(factor, { tmp, timeoutMs, log, throughput }) {
  const data = await dataset(factor, { log, tmp })
  const row = {
    factor,
    datasetBytes: statSync(data.file).size,
    documents: documents(data.file),
    generateSeconds: data.generated?.seconds ?? null,
  }
  const distDir = `.next/scale-x${factor}`
  log(`scale ×${factor}: next build (${row.documents} documents)`)
  const built = await build({ file: data.file, distDir, timeoutMs, log })
  Object.assign(row, { buildSeconds: built.seconds, buildPeakBytes: built.peakBytes, built: built.ok })
  if (!built.ok) {
    row.error = built.signal === 'SIGKILL' ? `build over ${Math.round(timeoutMs / 60_000)} min` : `build failed: ${built.tail.slice(-400)}`
    return row
  }
  const server = await startNext({ distDir, env: { OHC_DATASET: data.file } })
  try {
    row.serverIdleBytes = treeRss(server.pid)
    const peak = samplePeak(server.pid)
    const sitePage = await firstSitePage(server.base)
    const paths = await hotPaths(server.base, { sitePage })
    row.paths = []
    for (const p of paths) {
      log(`scale ×${factor}: one request at a time on ${p}`)
      const { body } = await capture(server.base + p)
      row.paths.push({ path: p, gzipBytes: body.length, ...(await perRequest(server.base + p)) })
    }
    if (throughput) {
      const { data: loaded } = await throughputBar({ site: server.base, progress: log, paths })
      row.throughput = loaded.paths
    }
    row.serverPeakBytes = peak()
  } finally {
    await server.stop()
    rmSync(path.join(WEB, distDir), { recursive: true, force: true })
  }
  return row
}

/** The growth of a figure from ×1 to ×N, per unit of data: 1 is linear. */
const growth = (base, value, factor) => (base && value != null ? value / base / factor : null)

export async function scaleBar({ factors, timeoutMinutes = 40, progress }) {
  const tmp = path.join(os.tmpdir(), `ohc-scale-${process.pid}`)
  mkdirSync(tmp, { recursive: true })
  const rows = []
  try {
    for (const factor of [1, ...factors.filter((f) => f !== 1)]) {
      try {
        // Throughput at ×1 and ×10 only: the bar compares those two; at ×100 one request at a time says enough.
        rows.push(await measureScale(factor, { tmp, timeoutMs: timeoutMinutes * 60_000, log: progress, throughput: factor <= 10 }))
      } catch (error) {
        rows.push({ factor, error: String(error?.message ?? error) })
      }
    }
  } finally {
    if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true })
  }
  return { sections: sections(rows), data: { requestsPerPath: REQUESTS, rows } }
}

function sections(rows) {
  const base = rows.find((r) => r.factor === 1)
  const growthCell = (value, baseValue, factor) => {
    const g = growth(baseValue, value, factor)
    return factor === 1 || g == null ? '' : ` (${num(g, 2)})`
  }
  const missedBuild = (r) => {
    if (r.error) return [r.error]
    const missed = []
    for (const [name, key] of [
      ['build time', 'buildSeconds'],
      ['build memory', 'buildPeakBytes'],
      ['server memory', 'serverPeakBytes'],
    ]) {
      const g = growth(base?.[key], r[key], r.factor)
      if (r.factor !== 1 && g != null && g > 1) missed.push(`${name} grows ${num(g, 2)}× linear`)
    }
    return missed
  }
  const build = {
    title: 'Scale: build and memory',
    bars:
      'The demo dataset (×1) and generated ones, each built (`next build`, its own distDir) and served (`next start`) in this run. ' +
      'In brackets: the growth from ×1 per unit of data, (×N figure ÷ ×1 figure) ÷ N; the bar is ≤ 1 (no faster than linear). ' +
      'Memory is the resident set of the whole process tree (build workers included), sampled every 250 ms.',
    columns: [
      ['dataset', 'l'],
      ['documents', 'r'],
      ['NDJSON MB', 'r'],
      ['build s', 'r'],
      ['build peak MB', 'r'],
      ['server idle MB', 'r'],
      ['server peak MB', 'r'],
      ['result', 'l'],
    ],
    rows: rows.map((r) => [
      `×${r.factor}`,
      int(r.documents),
      mb(r.datasetBytes),
      r.buildSeconds == null ? '—' : `${int(r.buildSeconds)}${growthCell(r.buildSeconds, base?.buildSeconds, r.factor)}`,
      r.buildPeakBytes == null ? '—' : `${mb(r.buildPeakBytes)}${growthCell(r.buildPeakBytes, base?.buildPeakBytes, r.factor)}`,
      mb(r.serverIdleBytes),
      r.serverPeakBytes == null ? '—' : `${mb(r.serverPeakBytes)}${growthCell(r.serverPeakBytes, base?.serverPeakBytes, r.factor)}`,
      r.factor === 1 ? 'reference' : verdict(missedBuild(r)),
    ]),
  }
  // One request at a time: the time of each hot path's request, median of the timed ones, with its spread.
  const pathRows = []
  for (const r of rows) {
    for (const p of r.paths ?? []) {
      // The same path at ×1 (the site page differs per dataset: compared by its kind).
      const kind = kindOf(p.path)
      const ref = base?.paths?.find((q) => kindOf(q.path) === kind)
      const g = growth(ref?.median, p.median, r.factor)
      const missed = r.factor !== 1 && g != null && g > 1 ? [`grows ${num(g, 2)}× linear`] : []
      pathRows.push([
        `×${r.factor}`,
        p.path,
        kb(p.gzipBytes),
        p.first == null ? '—' : int(p.first),
        p.median == null ? '—' : `${int(p.median)}${growthCell(p.median, ref?.median, r.factor)}`,
        p.min == null ? '—' : `${int(p.min)}–${int(p.max)}`,
        p.n,
        r.factor === 1 ? 'reference' : verdict(missed),
      ])
    }
  }
  const perRequestSection = {
    title: 'Scale: one request at a time',
    bars:
      `Each hot path alone, ${WARM} untimed requests then ${REQUESTS} timed (or as many as fit in ${PATH_BUDGET_MS / 1000} s), gzip. ` +
      'In brackets: growth from ×1 per unit of data (the site page is each dataset\u2019s first listed site); the bar is ≤ 1.',
    columns: [
      ['dataset', 'l'],
      ['path', 'l'],
      ['KB gzip', 'r'],
      ['first ms', 'r'],
      ['median ms', 'r'],
      ['min–max ms', 'r'],
      ['n', 'r'],
      ['result', 'l'],
    ],
    rows: pathRows,
  }
  // Throughput at ×10 against ×1 in this run: the same bars within a factor of 2.
  const tRows = []
  for (const r of rows.filter((x) => x.throughput)) {
    for (const t of r.throughput) {
      const ref = base?.throughput?.find((q) => kindOf(q.path) === kindOf(t.path))
      const missed = []
      if (r.factor !== 1 && ref) {
        if (t.ratio != null && ref.ratio != null && t.ratio < ref.ratio / 2) missed.push(`ratio under half of ×1's`)
        if (t.site?.p95 != null && ref.site?.p95 != null && t.site.p95 > 2 * Math.max(ref.site.p95, 200))
          missed.push(`p95 over twice ×1's (or 400 ms)`)
        if (t.site?.errors) missed.push(`${t.site.errors} errors`)
      }
      tRows.push([
        `×${r.factor}`,
        t.path,
        kb(t.bytes),
        int(t.site?.rps),
        int(t.bare?.rps),
        t.ratio == null ? '—' : num(t.ratio, 3),
        int(t.site?.p95),
        t.site?.errors ?? '—',
        r.factor === 1 ? 'reference' : verdict(missed),
      ])
    }
  }
  const throughputSection = {
    title: 'Scale: throughput at ×10 against ×1',
    bars:
      'The throughput table (50 connections, 10 s, against a bare server with the same bytes) on the ×1 and ×10 builds of this run. ' +
      'Bar: at ×10 the ratio is at least half of ×1\u2019s and p95 at most twice ×1\u2019s (or 400 ms), with no errors.',
    columns: [
      ['dataset', 'l'],
      ['path', 'l'],
      ['KB sent', 'r'],
      ['site req/s', 'r'],
      ['bare req/s', 'r'],
      ['ratio', 'r'],
      ['p95 ms', 'r'],
      ['errors', 'r'],
      ['result', 'l'],
    ],
    rows: tRows,
  }
  return [build, perRequestSection, throughputSection]
}

/** A hot path by what it is, so ×N rows meet their ×1 row though the site page differs. */
function kindOf(p) {
  if (/^\/sites\/[^?]+$/.test(p)) return 'site page'
  if (p.startsWith('/sites?neighborhood=')) return 'filtered'
  return p
}
