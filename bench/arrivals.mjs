// The opening bench's load generator, run in a child process of its own (as cannon.mjs runs
// autocannon): keep-alive connections, every visitor with their own session cookie. Two shapes:
//
// - open: arrivals at a fixed rate whatever the answers, as visitors arrive when entries open;
//   each loads the session's page, then enters its ballot (POST /api/ballot-entries, Origin the
//   site's). With several processes of the site (`bases`), arrivals go to each in turn. A backlog over INFLIGHT_CAP stops the arrivals early (the rate is plainly not held;
//   going on would only pile up sockets).
// - closed: `connections` clients, each sending its next POST when the last is answered, for
//   `seconds`: to the entry route (each request a fresh account × session) or to the empty
//   route of the floor app (same headers and body), the two compared in one run.
//
// Pair i (an account entering a session) is account `from + floor(i / sessions)` entering session
// `i % sessions`: an account enters each session once.
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { answerAsChild, runInChild } from './child-load.mjs'
import { cookieOf } from './signed-in-accounts.mjs'

const SELF = fileURLToPath(import.meta.url)
const TIMEOUT_MS = 10_000
const INFLIGHT_CAP = 3000

/** Runs one load in a child process; resolves with its figures (see openLoop, closedLoop). */
export const runArrivals = (options) => runInChild(SELF, options)

/** The account and session of pair i. */
export const pairOf = (options, i) => ({
  account: options.accounts.from + Math.floor(i / options.sessions.length),
  session: options.sessions[i % options.sessions.length],
})

const entryBody = (session) => JSON.stringify({ kind: session.kind, targetId: session.targetId, sessionKey: session.sessionKey, party: 1 })

// Node's own HTTP client with keep-alive: on two cores fetch costs the generator several times the
// CPU per request (it measured a fifth of node:http's rate against a bare server), and the
// generator must not be what limits the empty route. No socket limit: an open loop's arrivals do
// not wait for each other. Bodies are read to their end, not decompressed (as autocannon does).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** One request: [status (0 when none came), ms, error code or null, the body's text when `keepBody`]. */
export function timed(url, { method = 'GET', headers = {}, body, keepBody = false } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    let done = false
    let text = ''
    const finish = (status, error) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve([status, performance.now() - started, error, keepBody ? text : undefined])
    }
    const request = http.request(
      url,
      { method, agent, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers },
      (response) => {
        response.on('error', (error) => finish(0, error.code ?? 'error'))
        response.on('end', () => finish(response.statusCode, null))
        if (keepBody) response.on('data', (chunk) => (text += chunk))
        else response.resume()
      },
    )
    request.on('error', (error) => finish(0, error.code ?? 'error'))
    const timer = setTimeout(() => {
      finish(0, 'timeout')
      request.destroy()
    }, TIMEOUT_MS)
    request.end(body)
  })
}

function post(url, origin, cookie, body) {
  return timed(url, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body })
}

/**
 * Open loop: `rate` arrivals a second for `seconds`. Returns per arrival (columns, in arrival
 * order) the page's and the entry's status and ms and any error, plus how late the generator
 * launched arrivals (it must keep up for the rate to be the rate) and whether it stopped early.
 */
async function openLoop(o) {
  const total = Math.round(o.rate * o.seconds)
  const out = { pageStatus: [], pageMs: [], entryStatus: [], entryMs: [], error: [], maxLagMs: 0, stoppedAtS: null }
  const pending = []
  let inflight = 0
  const arrive = async (i) => {
    const { account, session } = pairOf(o, i)
    const cookie = cookieOf(o.secret, o.salt, account)
    // Several processes of one site (`bases`, as a load balancer spreads them): arrivals in turn.
    const base = o.bases ? o.bases[i % o.bases.length] : o.base
    const page = await timed(base + session.page, { headers: { cookie, 'accept-encoding': 'gzip' } })
    const entry = page[2] ? [0, 0, 'skipped'] : await post(`${base}/api/ballot-entries`, o.origin ?? base, cookie, entryBody(session))
    out.pageStatus[i] = page[0]
    out.pageMs[i] = page[1]
    out.entryStatus[i] = entry[0]
    out.entryMs[i] = entry[1]
    out.error[i] = page[2] ?? entry[2]
    inflight -= 1
  }
  const started = performance.now()
  let sent = 0
  while (sent < total) {
    const elapsed = performance.now() - started
    const due = Math.min(total, Math.floor((elapsed / 1000) * o.rate) + 1)
    if (inflight > INFLIGHT_CAP) {
      out.stoppedAtS = elapsed / 1000
      break
    }
    for (; sent < due; sent += 1) {
      out.maxLagMs = Math.max(out.maxLagMs, elapsed - (sent / o.rate) * 1000)
      inflight += 1
      pending.push(arrive(sent))
    }
    await new Promise((r) => setTimeout(r, 2))
  }
  await Promise.all(pending)
  return { ...out, arrivals: sent, seconds: (performance.now() - started) / 1000 }
}

/**
 * Closed loop: `connections` clients for `seconds`. Returns the requests answered per second
 * (median of the per-second samples, as cannon.mjs reports autocannon's), every latency, the
 * statuses, errors, and for the entry route each pair's status (for the count in the database).
 */
async function closedLoop(o) {
  const until = performance.now() + o.seconds * 1000
  const perSecond = new Array(Math.ceil(o.seconds)).fill(0)
  const latencies = []
  const statuses = {}
  const entryStatus = []
  let errors = 0
  let next = 0
  let exhausted = false
  const started = performance.now()
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (performance.now() < until) {
        const i = next
        if (o.maxPairs != null && i >= o.maxPairs) {
          exhausted = true
          return
        }
        next += 1
        const { account, session } = pairOf(o, i)
        const [status, ms, error] = await post(o.url, o.origin, cookieOf(o.secret, o.salt, account), entryBody(session))
        entryStatus[i] = status
        statuses[status] = (statuses[status] ?? 0) + 1
        if (error) errors += 1
        const second = Math.floor((performance.now() - started) / 1000)
        if (second < perSecond.length && !error) perSecond[second] += 1
        if (!error) latencies.push(ms)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const samples = [...perSecond].sort((a, b) => a - b)
  return {
    rps: samples[Math.floor(samples.length / 2)],
    rpsMean: latencies.length / seconds,
    requests: latencies.length,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    statuses,
    errors,
    pairs: next,
    exhausted,
    entryStatus: o.keepStatuses ? entryStatus : undefined,
  }
}

export const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null)

if (process.argv[1] === SELF) answerAsChild((options) => (options.shape === 'open' ? openLoop(options) : closedLoop(options)))
