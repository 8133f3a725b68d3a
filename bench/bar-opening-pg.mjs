// The opening minute on PostgreSQL, with one server process and then two (as a site expecting a
// rush runs several behind a load balancer; here the generator sends arrivals to each in turn).
// Everything else as the SQLite run (bar-opening.mjs): open-loop arrivals, each a visitor of their
// own loading the session's page and entering its ballot, rates from the highest down until one
// holds, every entry counted in the database. On this machine the processes, PostgreSQL and the
// generator share its cores, so the figure that matters is how the rate grows with the processes.
//
// PostgreSQL is the test server set-up starts (scripts/setup/postgres.mjs; it installs Debian's
// package when missing, as root), a fresh database per process count.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestPostgres } from '../scripts/setup/postgres.mjs'
import { runArrivals } from './arrivals.mjs'
import { countEntries, fmt, P95_BAR_MS, postgresEntries, quiet, statusText, summarizeOpen, WARM_UP } from './bar-opening.mjs'
import { startNext } from './pages.mjs'
import { int, verdict } from './report.mjs'
import { createAccountsPg, openPostgres } from './signed-in-accounts.mjs'

/** [arrivals a second, seconds]: shorter than the SQLite run's, as it runs twice. */
const RATES = [
  [500, 20],
  [400, 20],
  [300, 20],
  [250, 20],
  [200, 20],
  [150, 20],
]

/** The machine's CPU time so far, busy and in all, from /proc/stat (Linux). */
function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const values = fields.map(Number)
  const total = values.reduce((a, b) => a + b, 0)
  // idle and iowait are the 4th and 5th fields.
  return { busy: total - values[3] - values[4], total }
}

/** A database of its own on the server at `url`; its URL. */
async function freshDatabase(url, name) {
  const admin = await openPostgres(url)
  try {
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const own = new URL(url)
  own.pathname = `/${name}`
  return own.toString()
}

async function runWith({ processes, pgUrl, now, sessions, progress }) {
  const dbUrl = await freshDatabase(pgUrl, `ohc_bench_opening_${processes}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-bench-opening-pg-'))
  const secret = randomBytes(32).toString('base64')
  const salt = randomBytes(8).toString('hex')
  const servers = []
  let client
  try {
    // One after the other: each migrates the database at start.
    for (let p = 0; p < processes; p += 1) {
      servers.push(
        await startNext({
          env: {
            DATABASE_URL: dbUrl,
            OHC_SQLITE_FILE: '',
            OHC_OUTBOX_DIR: path.join(dir, `outbox-${p}`),
            OHC_TEST_NOW: new Date(now).toISOString(),
            // One process runs nothing on a timer, as the SQLite run; the accounts' sessions and
            // the entries' origin are the first process's site.
            OHC_JOBS: 'off',
            BETTER_AUTH_SECRET: secret,
            ...(p > 0 ? { OHC_SITE_URL: servers[0].base } : {}),
          },
        }),
      )
    }
    const bases = servers.map((s) => s.base)
    client = await openPostgres(dbUrl)
    let nextAccount = 0
    const open = async (rate, seconds) => {
      const accounts = { from: nextAccount, to: nextAccount + Math.ceil((rate * seconds) / sessions.length) }
      await createAccountsPg(client, { ...accounts, salt })
      nextAccount = accounts.to
      return { shape: 'open', base: bases[0], bases, origin: bases[0], rate, seconds, sessions, accounts, salt, secret }
    }
    progress(`opening on PostgreSQL, ${processes} process(es): warm-up, ${WARM_UP.rate} arrivals/s for ${WARM_UP.seconds} s`)
    await runArrivals(await open(WARM_UP.rate, WARM_UP.seconds))
    const rates = []
    for (const [rate, seconds] of RATES) {
      progress(`opening on PostgreSQL, ${processes} process(es): ${rate} arrivals/s for ${seconds} s`)
      const options = await open(rate, seconds)
      const before = cpuTimes()
      const run = await runArrivals(options)
      const after = cpuTimes()
      const counted = await countEntries(postgresEntries(client), options, run.entryStatus)
      for (const base of bases) await quiet(base)
      const row = summarizeOpen(rate, seconds, run, counted)
      // How much of the machine the rate took: the processes, PostgreSQL and the generator together.
      row.cpuBusy = (after.busy - before.busy) / (after.total - before.total)
      // Entries taken a second, from the first arrival to the last answer: what the processes
      // served, also at a rate they did not hold.
      row.servedPerSecond = counted.created / run.seconds
      rates.push(row)
      progress(`opening on PostgreSQL, ${processes} process(es): ${rate}/s → entry p95 ${fmt(row.entry.p95)} ms, ${verdict(row.missed)}`)
      if (row.held) break
    }
    return { processes, rates, highestHeld: rates.find((r) => r.held)?.rate ?? null, accounts: nextAccount }
  } finally {
    await client?.end()
    for (const server of servers) await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function openingOnPostgres({ now, sessions, progress }) {
  const postgres = await startTestPostgres()
  try {
    const runs = []
    for (const processes of [1, 2]) runs.push(await runWith({ processes, pgUrl: postgres.url, now, sessions, progress }))
    const [one, two] = runs
    const growth = one.highestHeld && two.highestHeld ? two.highestHeld / one.highestHeld : null
    const busyAtHeld = one.rates.find((r) => r.held)?.cpuBusy ?? null
    const mostServed = (run) => Math.max(...run.rates.map((r) => r.servedPerSecond))
    const servedGrowth = mostServed(two) / mostServed(one)
    const section = {
      title: 'Opening minute on PostgreSQL: one process and two',
      bars:
        `The same arrivals as above (page, then entry; an account of their own each), on PostgreSQL (the test server set-up starts); ` +
        `with two processes the arrivals go to each in turn. ${RATES.map(([r]) => r).join(', ')}/s for ${RATES[0][1]} s each until one holds. ` +
        `Bar: as above (entry p95 ≤ ${P95_BAR_MS} ms, nothing failed, every entry counted once), and the rate held grows with the processes.`,
      columns: [
        ['processes', 'r'],
        ['arrivals/s', 'r'],
        ['arrivals', 'r'],
        ['page p95 ms', 'r'],
        ['entry p50 ms', 'r'],
        ['entry p95 ms', 'r'],
        ['entry statuses', 'l'],
        ['201s / rows / lost / dup / unanswered', 'r'],
        ['entries taken/s', 'r'],
        ['machine CPU busy', 'r'],
        ['result', 'l'],
      ],
      rows: runs.flatMap((run) =>
        run.rates.map((r) => [
          run.processes,
          r.rate,
          int(r.arrivals),
          fmt(r.page.p95),
          fmt(r.entry.p50),
          fmt(r.entry.p95),
          statusText(r.entry.statuses),
          `${int(r.count.created)} / ${int(r.count.rows)} / ${r.count.lost} / ${r.count.duplicated} / ${r.count.withoutAnswer + r.count.withRefusal}`,
          int(r.servedPerSecond),
          `${Math.round(r.cpuBusy * 100)} %`,
          verdict(r.missed),
        ]),
      ),
      notes: [
        `highest rate held: ${one.highestHeld ?? 'none'} arrivals a second with one process, ${two.highestHeld ?? 'none'} with two` +
          (growth
            ? ` (×${growth.toFixed(2)}) — ${growth > 1 ? 'grows with the processes' : 'not met: does not grow with the processes'}`
            : ''),
        `most entries taken a second: ${int(mostServed(one))} with one process, ${int(mostServed(two))} with two (×${servedGrowth.toFixed(2)})`,
        `the processes, PostgreSQL and the load generator share this machine's ${os.cpus().length} cores` +
          (busyAtHeld == null
            ? ''
            : `; at the rate one process held the machine's CPU was ${Math.round(busyAtHeld * 100)} % busy` +
              (busyAtHeld >= 0.9 ? ', so a second process here has no core of its own to add' : '')),
      ],
    }
    return { data: { runs, growth, servedGrowth }, section }
  } finally {
    await postgres.stop()
  }
}
