// Load on one URL with autocannon (web's devDependency), run in a child process of its own: the
// load generator then never shares an event loop with the bench process (which holds sockets and
// timers of its own), and the site and the bare server are loaded by the very same kind of
// process, one after the other. Also this file's entry point when forked.
import { fork } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { WEB } from './pages.mjs'

const SELF = fileURLToPath(import.meta.url)

/**
 * Returns { rps (median of the per-second samples), rpsMean, requests, p50, p95, p99 (ms),
 * non2xx, errors, timeouts, bytesPerSecond }.
 */
export function load(url, { connections = 50, duration = 10, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, [JSON.stringify({ url, connections, duration, headers })], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let result
    child.once('message', (message) => (result = message))
    child.once('error', reject)
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`autocannon exited with ${code} on ${url}`))))
  })
}

// autocannon's own latency table stops at p90, p97.5 and p99; p95 is a bar, so every response
// time is kept (tens of thousands of numbers for 10 s) and the percentiles come from them.
function percentile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null
}

async function child() {
  const options = JSON.parse(process.argv[2])
  const autocannon = createRequire(path.join(WEB, 'package.json'))('autocannon')
  const latencies = []
  const instance = autocannon(options)
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  process.send(
    {
      rps: result.requests.p50,
      rpsMean: result.requests.average,
      requests: result.requests.total,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerSecond: result.throughput.average,
    },
    () => process.exit(0),
  )
}

if (process.argv[1] === SELF) await child()
