// The opening minute of fair booking: a ballot's entries open and visitors arrive at the rate New
// York's reservation opening peaked at (647 arrivals a second). Each arrival is a visitor signed in
// with an account of their own: they load the session's page, then enter its ballot (POST
// /api/ballot-entries, party of 1, Origin the site's). Arrivals come at a fixed rate whatever the
// answers (open loop). 650/s for 60 s first; when its entries' p95 is over 1 s or anything fails,
// lower rates for 25 s each, down to the first that holds. After each rate the server's database is
// counted: exactly one entry per 201, none without one.
//
// The reference in the same run: the entry route and an empty Next.js route handler (the floor app's
// POST /api/empty, which reads the JSON body and answers {ok:true}) loaded closed-loop by the same
// generator and concurrency, rounds alternating; the ratio of their requests a second is the bar
// (≥ 0.5), as the throughput bar's site/bare.
//
// On a server of its own: a production build on a fresh SQLite file and outbox, the site's clock
// (OHC_TEST_NOW) in the opening minute of the demo ballots, scheduled jobs off (no draw runs).
// The accounts are made straight in that file (signed-in-accounts.mjs), an account entering each
// open ballot session once.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pairOf, quantile, runArrivals } from './arrivals.mjs'
import { demoBallotSessions, openingMoment } from './ballot-sessions.mjs'
import { startFloor } from './floor.mjs'
import { startNext } from './pages.mjs'
import { int, num, verdict } from './report.mjs'
import { accountId, cookieOf, createAccounts, openSqlite } from './signed-in-accounts.mjs'

/** [arrivals a second, seconds]: the peak first, then lower rates until one holds. */
const RATES = [
  [650, 60],
  [400, 25],
  [250, 25],
  [150, 25],
  [100, 25],
  [60, 25],
]
export const WARM_UP = { rate: 20, seconds: 5 }
export const P95_BAR_MS = 1000
const CLOSED = { connections: 50, seconds: 15, rounds: 3, maxRate: 2000 }
const RATIO_BAR = 0.5

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
export const statusText = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status === '0' ? 'none' : status}: ${int(n)}`)
    .join(', ')
const countBy = (values) => values.reduce((out, v) => ((out[v] = (out[v] ?? 0) + 1), out), {})
const sortedOf = (values) => Float64Array.from(values).sort()
export const fmt = (ms) => (ms == null ? '—' : ms < 10 ? ms.toFixed(1) : int(ms))

const ENTRIES_OF_ACCOUNTS = `select user_id, target_id, session_key, count(*) as n from ballot_entries
  where user_id >= $1 and user_id < $2 group by user_id, target_id, session_key`
const byPair = (rows) => new Map(rows.map((r) => [`${r.user_id}|${r.target_id}|${r.session_key}`, Number(r.n)]))

/** The entries a SQLite file holds for accounts [from, to), by `userId|targetId|sessionKey`. */
export const sqliteEntries =
  (db) =>
  async ({ from, to }) =>
    byPair(db.prepare(ENTRIES_OF_ACCOUNTS.replace(/\$\d/g, '?')).all(accountId(from), accountId(to)))

/** The same on PostgreSQL (a pg client). */
export const postgresEntries =
  (client) =>
  async ({ from, to }) =>
    byPair((await client.query(ENTRIES_OF_ACCOUNTS, [accountId(from), accountId(to)])).rows)

/**
 * Waits until the count stops moving (a request the client gave up on may still be written after),
 * then holds every pair's answer against the database: a 201 with no row is lost, two rows are a
 * duplicate, a row without a 201 was written for an answer the visitor never saw (or was refused).
 */
export async function countEntries(storedEntries, options, statuses) {
  let stored = await storedEntries(options.accounts)
  for (let waited = 0, last = -1; waited < 30_000 && stored.size !== last; waited += 1000) {
    last = stored.size
    await sleep(1000)
    stored = await storedEntries(options.accounts)
  }
  const out = { created: 0, rows: 0, lost: 0, duplicated: 0, withoutAnswer: 0, withRefusal: 0 }
  const attempted = new Set()
  statuses.forEach((status, i) => {
    const { account, session } = pairOf(options, i)
    const key = `${accountId(account)}|${session.targetId}|${session.sessionKey ?? ''}`
    attempted.add(key)
    const n = stored.get(key) ?? 0
    if (status === 201) {
      out.created += 1
      if (n === 0) out.lost += 1
    } else if (n > 0) {
      if (status === 0) out.withoutAnswer += 1
      else out.withRefusal += 1
    }
    if (n > 1) out.duplicated += 1
  })
  for (const [key, n] of stored) {
    out.rows += n
    if (!attempted.has(key)) out.withRefusal += n
  }
  out.ok = out.lost === 0 && out.duplicated === 0 && out.withoutAnswer === 0 && out.withRefusal === 0
  return out
}

/**
 * Waits (up to a minute) until the server answers a small request within 250 ms: the backlog an
 * overloaded rate leaves is not charged to the next load.
 */
export async function quiet(base) {
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(1000)) {
    const started = performance.now()
    const answered = await fetch(`${base}/api/openapi.json`).then(
      (r) => r.arrayBuffer().then(() => r.ok),
      () => false,
    )
    if (answered && performance.now() - started < 250) return
  }
}

export function summarizeOpen(rate, seconds, run, counted) {
  const answered = (ms, statusList) => sortedOf(ms.filter((_, i) => statusList[i] !== 0))
  const pageMs = answered(run.pageMs, run.pageStatus)
  const entryMs = answered(run.entryMs, run.entryStatus)
  const errors = countBy(run.error.filter(Boolean))
  const failed = run.error.filter((e, i) => e || run.pageStatus[i] !== 200 || run.entryStatus[i] !== 201).length
  const row = {
    rate,
    seconds,
    arrivals: run.arrivals,
    stoppedAtS: run.stoppedAtS,
    maxLagMs: run.maxLagMs,
    page: { p50: quantile(pageMs, 0.5), p95: quantile(pageMs, 0.95), statuses: countBy(run.pageStatus) },
    entry: { p50: quantile(entryMs, 0.5), p95: quantile(entryMs, 0.95), statuses: countBy(run.entryStatus) },
    errors,
    failed,
    count: counted,
  }
  const missed = []
  if (run.stoppedAtS != null) missed.push(`stopped at ${num(run.stoppedAtS, 1)} s: over 3,000 visitors waiting`)
  if (row.entry.p95 == null || row.entry.p95 > P95_BAR_MS) missed.push(`entry p95 ${fmt(row.entry.p95)} ms > ${P95_BAR_MS}`)
  if (failed) missed.push(`${int(failed)} arrivals failed`)
  if (!counted.ok) missed.push('entries lost, duplicated or unanswered')
  row.missed = missed
  row.held = missed.length === 0
  return row
}

async function closedRounds({ site, floor, sessions, salt, secret, allocate, db, progress }) {
  // The site had its warm-up arrivals; the empty app, started just now, gets as much before its
  // first round, or that round measures its start-up (it was always the lowest of the three).
  progress(`opening: warm-up of the empty POST (${WARM_UP.seconds} s)`)
  await runArrivals({
    shape: 'closed',
    url: `${floor}/api/empty`,
    origin: site,
    connections: CLOSED.connections,
    seconds: WARM_UP.seconds,
    sessions,
    accounts: { from: 0, to: 1 },
    salt,
    secret,
  })
  const rounds = []
  for (let r = 0; r < CLOSED.rounds; r += 1) {
    // Alternating which goes first, so a slow spell of the machine falls on both alike.
    const order = r % 2 === 0 ? ['entry', 'empty'] : ['empty', 'entry']
    const round = {}
    for (const which of order) {
      progress(
        `opening: closed loop round ${r + 1}/${CLOSED.rounds}, ${which} POST (${CLOSED.connections} connections, ${CLOSED.seconds} s)`,
      )
      const maxPairs = CLOSED.seconds * CLOSED.maxRate
      const accounts = which === 'entry' ? allocate(maxPairs) : { from: 0, to: 1 }
      const options = {
        shape: 'closed',
        url: which === 'entry' ? `${site}/api/ballot-entries` : `${floor}/api/empty`,
        origin: site,
        connections: CLOSED.connections,
        seconds: CLOSED.seconds,
        sessions,
        accounts,
        salt,
        secret,
        maxPairs: which === 'entry' ? maxPairs : undefined,
        keepStatuses: which === 'entry',
      }
      const { entryStatus, ...figures } = await runArrivals(options)
      round[which] = which === 'entry' ? { ...figures, count: await countEntries(sqliteEntries(db), options, entryStatus) } : figures
      if (which === 'entry') await quiet(site)
    }
    round.ratio = round.empty.rps ? round.entry.rps / round.empty.rps : null
    rounds.push(round)
  }
  return rounds
}

const median = (values) => quantile(sortedOf(values.filter((v) => v != null)), 0.5)
const range = (values) => `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`

/**
 * The whole opening bench, or with `closedOnly` the entry POST against the empty POST alone (the
 * closed-loop rounds, about two minutes): the quick look while working on the entry's cost.
 */
export async function openingBar({ floorDir, progress, closedOnly = false }) {
  const { now, sessions } = openingMoment(demoBallotSessions())
  if (!sessions.length) throw new Error('the demo dataset has no ballot session open at one moment')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-bench-opening-'))
  const file = path.join(dir, 'app.sqlite')
  const secret = randomBytes(32).toString('base64')
  const salt = randomBytes(8).toString('hex')
  const testNow = new Date(now).toISOString()
  let server
  let floorServer
  let db
  try {
    server = await startNext({
      env: {
        OHC_SQLITE_FILE: file,
        DATABASE_URL: '',
        OHC_OUTBOX_DIR: path.join(dir, 'outbox'),
        OHC_TEST_NOW: testNow,
        OHC_JOBS: 'off',
        BETTER_AUTH_SECRET: secret,
      },
    })
    const base = server.base
    db = openSqlite(file)
    let nextAccount = 0
    const allocate = (pairs) => {
      const accounts = { from: nextAccount, to: nextAccount + Math.ceil(pairs / sessions.length) }
      createAccounts(db, { ...accounts, salt })
      nextAccount = accounts.to
      return accounts
    }

    // A cookie the server does not take would make every entry a 401: check one before loading.
    const probe = allocate(1)
    const me = await fetch(`${base}/api/me/places`, { headers: { cookie: cookieOf(secret, salt, probe.from) } })
    const anonymous = await fetch(`${base}/api/me/places`)
    if (me.status !== 200 || anonymous.status !== 401) {
      throw new Error(`GET /api/me/places answered ${me.status} with a made session cookie and ${anonymous.status} without (want 200, 401)`)
    }
    for (const s of sessions) {
      const page = await fetch(base + s.page)
      if (page.status !== 200) throw new Error(`${s.page} answered ${page.status}`)
    }

    const open = (rate, seconds) => {
      const accounts = allocate(rate * seconds)
      return { shape: 'open', base, rate, seconds, sessions, accounts, salt, secret }
    }
    progress(`opening: warm-up, ${WARM_UP.rate} arrivals/s for ${WARM_UP.seconds} s`)
    await runArrivals(open(WARM_UP.rate, WARM_UP.seconds))

    const rates = []
    for (const [rate, seconds] of closedOnly ? [] : RATES) {
      progress(`opening: ${rate} arrivals/s for ${seconds} s (open loop)`)
      const options = open(rate, seconds)
      const run = await runArrivals(options)
      const counted = await countEntries(sqliteEntries(db), options, run.entryStatus)
      await quiet(base)
      const row = summarizeOpen(rate, seconds, run, counted)
      rates.push(row)
      progress(`opening: ${rate}/s → entry p95 ${fmt(row.entry.p95)} ms, ${row.failed} failed, ${verdict(row.missed)}`)
      if (row.held) break
    }
    const held = rates.find((r) => r.held)?.rate ?? null

    floorServer = await startFloor(floorDir)
    const rounds = await closedRounds({ site: base, floor: floorServer.base, sessions, salt, secret, allocate, db, progress })
    const ratios = rounds.map((r) => r.ratio)
    const ratio = median(ratios)
    const closedMissed = []
    if (ratio == null || ratio < RATIO_BAR) closedMissed.push(`median ratio ${num(ratio, 2)} < ${RATIO_BAR}`)
    const entryFailures = rounds.reduce((n, r) => n + r.entry.errors + r.entry.requests - (r.entry.statuses[201] ?? 0), 0)
    if (entryFailures) closedMissed.push(`${entryFailures} entries not 201`)
    if (rounds.some((r) => !r.entry.count.ok)) closedMissed.push('entries lost, duplicated or unanswered')

    const data = {
      testNow,
      sessions: sessions.map(({ kind, targetId, sessionKey, page }) => ({ kind, targetId, sessionKey, page })),
      accounts: nextAccount,
      p95BarMs: P95_BAR_MS,
      rates,
      highestHeld: held,
      closed: { ...CLOSED, rounds, ratio, ratioBar: RATIO_BAR, missed: closedMissed },
    }
    const openSection = {
      title: 'Opening minute: ballot entries',
      bars:
        `Open loop, as visitors arrive when entries open (New York's reservation opening peaked at 647 a second): each arrival a visitor with an account of their own ` +
        `loads the session's page, then POSTs /api/ballot-entries (party 1). Site clock ${testNow}, ${sessions.length} ballot sessions (${sessions.map((s) => s.page).join(', ')}), ` +
        `each account entering each once. ${RATES[0][0]}/s for ${RATES[0][1]} s, then lower rates for ${RATES[1][1]} s each until one holds. ` +
        `Bar: entry p95 ≤ ${P95_BAR_MS} ms, no failed arrival (no answer in 10 s, page not 200, entry not 201), and in the database exactly one entry per 201 and none without one.`,
      columns: [
        ['arrivals/s', 'r'],
        ['arrivals', 'r'],
        ['page p50 ms', 'r'],
        ['page p95 ms', 'r'],
        ['entry p50 ms', 'r'],
        ['entry p95 ms', 'r'],
        ['entry statuses', 'l'],
        ['errors', 'l'],
        ['201s / rows / lost / dup / unanswered', 'r'],
        ['result', 'l'],
      ],
      rows: rates.map((r) => [
        r.rate,
        int(r.arrivals),
        fmt(r.page.p50),
        fmt(r.page.p95),
        fmt(r.entry.p50),
        fmt(r.entry.p95),
        statusText(r.entry.statuses),
        Object.keys(r.errors).length ? statusText(r.errors) : '0',
        `${int(r.count.created)} / ${int(r.count.rows)} / ${r.count.lost} / ${r.count.duplicated} / ${r.count.withoutAnswer + r.count.withRefusal}`,
        verdict(r.missed),
      ]),
      notes: [
        held ? `highest rate held: ${held} arrivals a second` : `no rate held, down to ${RATES.at(-1)[0]} arrivals a second`,
        `page statuses: ${rates.map((r) => `${r.rate}/s ${statusText(r.page.statuses)}`).join('; ')}`,
        `the generator launched arrivals at most ${rates.map((r) => `${fmt(r.maxLagMs)} ms`).join(', ')} late (it kept the rate when small)`,
        `${int(nextAccount)} accounts made in the server's database before the runs`,
      ],
    }
    const closedSection = {
      title: 'Opening minute: entry POST against an empty route handler',
      bars:
        `Closed loop, the same generator: ${CLOSED.connections} connections, ${CLOSED.seconds} s each, ${CLOSED.rounds} rounds alternating which goes first; ` +
        `each entry a fresh account × session. req/s is the median of the per-second samples. Bar: entry/empty ≥ ${RATIO_BAR} (median of the rounds), every entry 201 and counted.`,
      columns: [
        ['round', 'r'],
        ['entry req/s', 'r'],
        ['entry p50 ms', 'r'],
        ['entry p95 ms', 'r'],
        ['entry statuses', 'l'],
        ['empty req/s', 'r'],
        ['empty p50 ms', 'r'],
        ['empty p95 ms', 'r'],
        ['ratio', 'r'],
      ],
      rows: rounds.map((r, i) => [
        i + 1,
        int(r.entry.rps),
        fmt(r.entry.p50),
        fmt(r.entry.p95),
        `${statusText(r.entry.statuses)}${r.entry.exhausted ? ' (ran out of accounts)' : ''}`,
        int(r.empty.rps),
        fmt(r.empty.p50),
        fmt(r.empty.p95),
        num(r.ratio, 2),
      ]),
      notes: [
        `median: entry ${int(median(rounds.map((r) => r.entry.rps)))} req/s (${range(rounds.map((r) => r.entry.rps))}), ` +
          `empty ${int(median(rounds.map((r) => r.empty.rps)))} req/s (${range(rounds.map((r) => r.empty.rps))}), ` +
          `ratio ${num(ratio, 2)} (${ratios.map((x) => num(x, 2)).join(', ')}) — ${verdict(closedMissed)}`,
        `entries in the database: ${rounds.map((r) => `${int(r.entry.count.created)} 201s, ${int(r.entry.count.rows)} rows, ${r.entry.count.lost} lost, ${r.entry.count.duplicated} duplicated`).join('; ')}`,
      ],
    }
    return { data, sections: closedOnly ? [closedSection] : [openSection, closedSection] }
  } finally {
    db?.close()
    await floorServer?.stop()
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
