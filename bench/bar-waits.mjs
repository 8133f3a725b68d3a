// Hosts on the ground against visitors browsing: 250 hosts report their line once a minute while
// 50 visitors browse the sites lists, and the same visitors browse the same lists with no report
// at all. Prints how soon a report is on the lists (report → visible, median and spread) and the
// lists' throughput in both runs; the bar: with reports within 20% of without.
//
// Time is compressed 4×: each host reports every 15 s (≈17 reports a second, four times a real
// afternoon's rate), so a 60 s run holds four "minutes" of reports. Reports are written straight
// to the server's SQLite file, as the host API stores them (one row per tap, in WAL mode beside the
// server's own connection): what is measured is what visitors see, not the host API's HTTP.
//
// Freshness is measured with one tracer site, kept out of the random hosts: it reports "no line"
// (0 min, which no random host reports, so it sorts first) and then 60 min, turn about; a prober
// asks the lists every 100 ms until the tracer is on (or off) the first page of
// /sites?sort=line and in (or out of) /sites?line=short, the addresses the visitors load.
import { createRequire } from 'node:module'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { WEB, startNext } from './pages.mjs'
import { int, num, verdict } from './report.mjs'

const HOSTS = 250
const VISITORS = 50
const REPORT_EVERY_S = 15
const COMPRESSION = 60 / REPORT_EVERY_S
const WARM_S = 10
const RUN_S = 60
const PROBE_MS = 100
const GIVE_UP_MS = 20_000

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const cardSlugs = (html) => [...html.matchAll(/<h2 class="card-title"><a href="\/sites\/([a-z0-9-]+)"/g)].map((m) => m[1])
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] : null

function openDatabase(file) {
  const Sqlite = createRequire(path.join(WEB, 'package.json'))('better-sqlite3')
  const db = new Sqlite(file, { timeout: 5000 })
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  const insert = db.prepare(
    `insert into host_reports (id, site_id, user_id, kind, delta, minutes, status, last_entry, refused, tapped_at, received_at, day)
     values (?, ?, 'bench-host', 'line', 0, ?, null, null, null, ?, ?, ?)`,
  )
  return {
    line(siteId, minutes) {
      const at = new Date().toISOString()
      insert.run(randomUUID(), siteId, minutes, at, at, at.slice(0, 10))
      return Date.now()
    },
    close: () => db.close(),
  }
}

/** 50 visitors, each loading list addresses one after another, for `seconds`: answers counted. */
async function browse(base, addresses, seconds) {
  const until = Date.now() + seconds * 1000
  const latencies = []
  let errors = 0
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      for (let i = v; Date.now() < until; i += 1) {
        const started = performance.now()
        try {
          const response = await fetch(`${base}${addresses[i % addresses.length]}`, { headers: { 'Accept-Encoding': 'gzip' } })
          await response.arrayBuffer()
          if (response.ok) latencies.push(performance.now() - started)
          else errors += 1
        } catch {
          errors += 1
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / seconds,
    requests: latencies.length,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    errors,
  }
}

/** The hosts: every site but the tracer reports a line of 1–60 min every REPORT_EVERY_S, spread evenly. */
function startHosts(db, siteIds) {
  let stopped = false
  let reports = 0
  const gap = (REPORT_EVERY_S * 1000) / siteIds.length
  const run = (async () => {
    for (let i = 0; !stopped; i += 1) {
      db.line(siteIds[i % siteIds.length], 1 + Math.floor(Math.random() * 60))
      reports += 1
      await sleep(gap)
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await run
      return reports
    },
  }
}

/** The tracer's turns: report, then poll both lists until each shows it; the delays in ms. */
async function trace(base, db, tracer, seconds) {
  const until = Date.now() + seconds * 1000
  const samples = { sorted: [], short: [] }
  let missed = 0
  for (let turn = 0; Date.now() < until; turn += 1) {
    const on = turn % 2 === 0
    const from = db.line(tracer.id, on ? 0 : 60)
    const seen = { sorted: false, short: false }
    while (!(seen.sorted && seen.short) && Date.now() - from < GIVE_UP_MS) {
      const [sorted, short] = await Promise.all(
        ['/sites?sort=line', '/sites?line=short'].map((p) => fetch(`${base}${p}`).then((r) => r.text())),
      )
      const elapsed = Date.now() - from
      if (!seen.sorted && (cardSlugs(sorted)[0] === tracer.slug) === on) {
        seen.sorted = true
        samples.sorted.push(elapsed)
      }
      if (!seen.short && cardSlugs(short).includes(tracer.slug) === on) {
        seen.short = true
        samples.short.push(elapsed)
      }
      await sleep(PROBE_MS)
    }
    if (!(seen.sorted && seen.short)) missed += 1
    await sleep(500 + Math.random() * 1500)
  }
  return { samples, missed }
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
    min: sorted[0],
    max: sorted.at(-1),
  }
}

export async function waitsBar({ progress }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-bench-waits-'))
  const file = path.join(dir, 'app.sqlite')
  const server = await startNext({ env: { OHC_SQLITE_FILE: file, DATABASE_URL: '', OHC_OUTBOX_DIR: path.join(dir, 'outbox') } })
  const db = openDatabase(file)
  try {
    const { data } = await (await fetch(`${server.base}/api/sites`)).json()
    const sites = data.map((s) => ({ id: s.id, slug: s.fields.slug }))
    const hood = data.find((s) => s.fields.neighborhood?.slug)?.fields.neighborhood.slug
    const addresses = [
      '/sites',
      '/sites?sort=line',
      '/sites?line=short',
      '/sites?sort=line&page=2',
      '/sites?sort=line&day=saturday',
      '/sites?line=short&open=now',
      ...(hood ? [`/sites?sort=line&near=neighborhood:${hood}`] : []),
      '/iframe/sites?sort=line',
    ]
    const tracer = sites[Math.floor(sites.length / 2)]
    const hosts = sites.filter((s) => s.id !== tracer.id).slice(0, HOSTS - 1)

    progress(`waits: ${VISITORS} visitors on ${addresses.length} list addresses, no reports (${WARM_S} s warm-up, ${RUN_S} s measured)`)
    await browse(server.base, addresses, WARM_S)
    const quiet = await browse(server.base, addresses, RUN_S)

    progress(`waits: the same with ${HOSTS} hosts reporting every ${REPORT_EVERY_S} s (time compressed ${COMPRESSION}×) and the tracer`)
    for (const h of hosts) db.line(h.id, 1 + Math.floor(Math.random() * 60))
    const reporting = startHosts(
      db,
      hosts.map((h) => h.id),
    )
    await browse(server.base, addresses, WARM_S)
    const [busy, traced] = await Promise.all([browse(server.base, addresses, RUN_S), trace(server.base, db, tracer, RUN_S)])
    const reports = await reporting.stop()

    const ratio = busy.rps / quiet.rps
    const sorted = spread(traced.samples.sorted)
    const short = spread(traced.samples.short)
    const missed = []
    if (ratio < 0.8) missed.push('throughput with reports < 80% of without')
    if ((sorted.max ?? Infinity) > 10_000 || (short.max ?? Infinity) > 10_000 || traced.missed) missed.push('a report took over 10 s')
    const data_ = { quiet, busy, ratio, reports, freshness: { sorted, short, missed: traced.missed }, addresses }
    return {
      data: data_,
      section: {
        title: 'Hosts on the ground: lines on the lists',
        bars:
          `${VISITORS} visitors browsing ${addresses.length} list addresses (${addresses.join(', ')}), ${RUN_S} s after ${WARM_S} s of warm-up; then the same with ${HOSTS} hosts ` +
          `reporting (time compressed ${COMPRESSION}×: each every ${REPORT_EVERY_S} s, ${reports} reports in all). Bars: throughput with reports ≥ 80% of without; every report on the lists within 10 s.`,
        columns: [
          ['run', 'l'],
          ['req/s', 'r'],
          ['p50 ms', 'r'],
          ['p95 ms', 'r'],
          ['errors', 'r'],
        ],
        rows: [
          ['no reports', num(quiet.rps, 1), int(quiet.p50), int(quiet.p95), quiet.errors],
          [`${HOSTS} hosts reporting`, num(busy.rps, 1), int(busy.p50), int(busy.p95), busy.errors],
        ],
        notes: [
          `throughput with reports / without: ${num(ratio, 2)} — ${verdict(missed)}`,
          `report → on /sites?sort=line (first card): median ${int(sorted.median)} ms, p10–p90 ${int(sorted.p10)}–${int(sorted.p90)} ms, min–max ${int(sorted.min)}–${int(sorted.max)} ms (${sorted.n} reports)`,
          `report → on /sites?line=short: median ${int(short.median)} ms, p10–p90 ${int(short.p10)}–${int(short.p90)} ms, min–max ${int(short.min)}–${int(short.max)} ms (${short.n} reports)`,
          `tracer reports not seen within ${GIVE_UP_MS / 1000} s: ${traced.missed}`,
        ],
      },
    }
  } finally {
    db.close()
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
