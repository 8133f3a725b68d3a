// Signed-in writes at 100 clients: members each with an account of their own list their
// itineraries (reads alone), then ask for a sign-in link, make, rename and delete itineraries with
// a list between each (writes with reads), closed loop (member-load.mjs). Bar: the signed-in
// writes' p95 ≤ 300 ms, and the reads beside them no slower than alone (p95 at most 1.5 times);
// the sign-in links' p95 is printed beside them.
//
// In the same run, the same load on a second server that reads the session from the database on
// every request (OHC_SESSION_CACHE_SECONDS=0): what the process's memory of sessions is worth.
// Rounds alternate the servers, so a slow spell of the machine falls on both.
//
// Each server on a fresh SQLite file of its own (the accounts made straight in it,
// signed-in-accounts.mjs), scheduled jobs off.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { quantile } from './arrivals.mjs'
import { runMemberLoad } from './member-load.mjs'
import { startNext } from './pages.mjs'
import { int, num, verdict } from './report.mjs'
import { createAccounts, openSqlite } from './signed-in-accounts.mjs'

const CLIENTS = 100
const SECONDS = 15
const ROUNDS = 3
const WRITE_P95_BAR_MS = 300
const READ_RATIO_BAR = 1.5
const WRITES = ['create', 'rename', 'delete']

const fmt = (ms) => (ms == null ? '—' : ms < 10 ? ms.toFixed(1) : int(ms))
const sorted = (values) => Float64Array.from(values).sort()
const median = (values) => quantile(sorted(values.filter((v) => v != null)), 0.5)

async function startServer(label, sessionSeconds, secret, salt) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ohc-bench-writes-${label}-`))
  const file = path.join(dir, 'app.sqlite')
  const server = await startNext({
    env: {
      OHC_SQLITE_FILE: file,
      DATABASE_URL: '',
      OHC_OUTBOX_DIR: path.join(dir, 'outbox'),
      OHC_JOBS: 'off',
      BETTER_AUTH_SECRET: secret,
      OHC_SESSION_CACHE_SECONDS: String(sessionSeconds),
      // The generator plays the load balancer: each sign-in from a client address of its own.
      OHC_TRUSTED_PROXIES: '1',
    },
  })
  const db = openSqlite(file)
  createAccounts(db, { from: 0, to: CLIENTS, salt })
  db.close()
  return {
    label,
    base: server.base,
    async stop() {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function figures(run) {
  const writes = sorted(WRITES.flatMap((k) => run.ms[k]))
  const reads = run.ms.list
  const count = Object.values(run.ms).reduce((n, v) => n + v.length, 0)
  const failed = Object.entries(run.statuses)
    .filter(([key]) => !/ (200|201|204)$/.test(key))
    .reduce((n, [, c]) => n + c, 0)
  return {
    requests: count,
    rps: count / SECONDS,
    read: { n: reads.length, p50: quantile(reads, 0.5), p95: quantile(reads, 0.95) },
    write: { n: writes.length, p50: quantile(writes, 0.5), p95: quantile(writes, 0.95) },
    byKind: Object.fromEntries([...WRITES, 'sign-in'].map((k) => [k, { p50: quantile(run.ms[k], 0.5), p95: quantile(run.ms[k], 0.95) }])),
    failed,
    errors: run.errors,
  }
}

export async function writesBar({ progress }) {
  const secret = randomBytes(32).toString('base64')
  const salt = randomBytes(8).toString('hex')
  const servers = []
  try {
    servers.push(await startServer('memory', 10, secret, salt))
    servers.push(await startServer('no-memory', 0, secret, salt))
    const runs = { memory: [], 'no-memory': [] }
    for (let r = 0; r < ROUNDS; r += 1) {
      const order = r % 2 === 0 ? servers : [...servers].reverse()
      for (const server of order) {
        const round = {}
        for (const shape of ['reads', 'writes']) {
          progress(`writes: round ${r + 1}/${ROUNDS}, ${server.label}, ${shape} (${CLIENTS} clients, ${SECONDS} s)`)
          const run = await runMemberLoad({
            base: server.base,
            shape,
            clients: CLIENTS,
            seconds: SECONDS,
            accounts: { from: 0 },
            secret,
            salt,
          })
          round[shape] = figures(run)
        }
        round.readRatio = round.reads.read.p95 ? round.writes.read.p95 / round.reads.read.p95 : null
        runs[server.label].push(round)
      }
    }
    const summary = (label) => {
      const rounds = runs[label]
      const out = {
        readsAloneP95: median(rounds.map((x) => x.reads.read.p95)),
        readsAloneRps: median(rounds.map((x) => x.reads.rps)),
        writeP50: median(rounds.map((x) => x.writes.write.p50)),
        writeP95: median(rounds.map((x) => x.writes.write.p95)),
        signInP95: median(rounds.map((x) => x.writes.byKind['sign-in'].p95)),
        readP95: median(rounds.map((x) => x.writes.read.p95)),
        readRatio: median(rounds.map((x) => x.readRatio)),
        mixedRps: median(rounds.map((x) => x.writes.rps)),
        failed: rounds.reduce((n, x) => n + x.reads.failed + x.writes.failed, 0),
      }
      const missed = []
      if (out.writeP95 == null || out.writeP95 > WRITE_P95_BAR_MS) missed.push(`writes p95 ${fmt(out.writeP95)} ms > ${WRITE_P95_BAR_MS}`)
      if (out.readRatio == null || out.readRatio > READ_RATIO_BAR)
        missed.push(`reads p95 ${num(out.readRatio, 2)}× alone > ${READ_RATIO_BAR}`)
      if (out.failed) missed.push(`${int(out.failed)} requests failed`)
      out.missed = missed
      return out
    }
    const data = { clients: CLIENTS, seconds: SECONDS, rounds: ROUNDS, runs, memory: summary('memory'), noMemory: summary('no-memory') }
    const row = (label, round, i) => [
      label,
      i + 1,
      int(round.reads.rps),
      fmt(round.reads.read.p95),
      int(round.writes.rps),
      fmt(round.writes.write.p50),
      fmt(round.writes.write.p95),
      WRITES.map((k) => fmt(round.writes.byKind[k].p95)).join(' / '),
      fmt(round.writes.byKind['sign-in'].p95),
      fmt(round.writes.read.p95),
      num(round.readRatio, 2),
      round.reads.failed + round.writes.failed,
    ]
    const section = {
      title: 'Signed-in writes at 100 clients',
      bars:
        `${CLIENTS} members, each an account of their own, closed loop, ${SECONDS} s per load, ${ROUNDS} rounds alternating the servers: ` +
        `reads alone (GET /api/itineraries), then writes with reads (ask for a sign-in link, list, make, list, rename, list, delete, list). ` +
        `"memory": the site as it runs (a session read is taken at its word for 10 s); "no memory": OHC_SESSION_CACHE_SECONDS=0, the session read from the database on every request. ` +
        `Bar, on the site as it runs: signed-in writes (make, rename, delete) p95 ≤ ${WRITE_P95_BAR_MS} ms, reads beside them p95 ≤ ${READ_RATIO_BAR}× reads alone, no failure. ` +
        `Asking for a sign-in link is not a signed-in write: its p95 is printed beside them (it writes the link, counts two limits and sends the email, to the outbox here).`,
      columns: [
        ['server', 'l'],
        ['round', 'r'],
        ['reads alone req/s', 'r'],
        ['reads alone p95 ms', 'r'],
        ['with writes req/s', 'r'],
        ['writes p50 ms', 'r'],
        ['writes p95 ms', 'r'],
        ['create / rename / delete p95', 'r'],
        ['sign-in link p95 ms', 'r'],
        ['reads beside p95 ms', 'r'],
        ['reads ratio', 'r'],
        ['failed', 'r'],
      ],
      rows: [...runs.memory.map((x, i) => row('memory', x, i)), ...runs['no-memory'].map((x, i) => row('no memory', x, i))],
      notes: [
        `memory: writes p50 ${fmt(data.memory.writeP50)} ms, p95 ${fmt(data.memory.writeP95)} ms; sign-in links p95 ${fmt(data.memory.signInP95)} ms; reads beside them p95 ${fmt(data.memory.readP95)} ms, ${num(data.memory.readRatio, 2)}× alone (${fmt(data.memory.readsAloneP95)} ms) — ${verdict(data.memory.missed)}`,
        `no memory: writes p50 ${fmt(data.noMemory.writeP50)} ms, p95 ${fmt(data.noMemory.writeP95)} ms; sign-in links p95 ${fmt(data.noMemory.signInP95)} ms; reads beside them p95 ${fmt(data.noMemory.readP95)} ms, ${num(data.noMemory.readRatio, 2)}× alone (${fmt(data.noMemory.readsAloneP95)} ms)`,
        `medians of the rounds; reads alone ${int(data.memory.readsAloneRps)} req/s with memory, ${int(data.noMemory.readsAloneRps)} without`,
      ],
    }
    return { data, section }
  } finally {
    for (const server of servers) await server.stop()
  }
}
