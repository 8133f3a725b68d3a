#!/usr/bin/env node
// Load on the content API (the throughput bar): 50 concurrent clients against the production build
// (`next start`) on loopback, per endpoint: throughput and latency percentiles; then the same
// bytes from a minimal Node HTTP server in the same run, for the throughput ratio. Bounded in
// requests and time; it only ever talks to 127.0.0.1. Prints figures; asserts nothing.
//
//   node bench/api-load.mjs [--clients 50] [--requests 2000] [--dataset FILE]
// Needs a build in web/.next: run `npm test` once first (or pnpm --filter @ohc/web build).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WEB = path.join(ROOT, 'web')
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((a) => a.trim().split(/\s+/)),
)
const CLIENTS = Number(args.clients ?? 50)
const REQUESTS = Number(args.requests ?? 2000)
const TIME_LIMIT_MS = 30_000
const ENDPOINTS = [
  '/api/sites',
  '/api/neighborhoods',
  '/api/events',
  '/api/tours',
  '/api/sites/site.abernathy-cold-storage',
  '/api/archive/2024/sites',
]

async function load(base, pathname) {
  const latencies = []
  let next = 0
  let errors = 0
  const started = performance.now()
  const client = async () => {
    while (next < REQUESTS && performance.now() - started < TIME_LIMIT_MS) {
      next += 1
      const t = performance.now()
      const response = await fetch(base + pathname).catch(() => undefined)
      if (!response || response.status >= 500) errors += 1
      await response?.arrayBuffer()
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1)
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), n: latencies.length, errors }
}

function minimalServer(bodies) {
  const server = createServer((req, res) => {
    const body = bodies.get(req.url) ?? ''
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

async function startNext() {
  const port = 3900 + Math.floor(Math.random() * 90)
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(args.dataset ? { OHC_DATASET: path.resolve(args.dataset) } : {}) }
  const child = spawn(
    process.execPath,
    [path.join(WEB, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: WEB, env, stdio: 'ignore' },
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error('next start did not answer within 60 s')
}

if (!existsSync(path.join(WEB, '.next', 'BUILD_ID'))) {
  console.error('No production build in web/.next: run `npm test` once first (npm start builds into web/.next-demo).')
  process.exit(2)
}
const { child, base } = await startNext()
try {
  const bodies = new Map()
  console.log(
    `${CLIENTS} clients, up to ${REQUESTS} requests per endpoint (${TIME_LIMIT_MS / 1000} s cap), dataset ${args.dataset ?? 'demo'}\n`,
  )
  console.log(
    'endpoint'.padEnd(42),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    '5xx'.padStart(5),
    'KB'.padStart(7),
  )
  for (const endpoint of ENDPOINTS) {
    const body = await (await fetch(base + endpoint)).text()
    bodies.set(endpoint, body)
    const r = await load(base, endpoint)
    console.log(
      endpoint.padEnd(42),
      r.rps.toFixed(0).padStart(8),
      r.p50.padStart(8),
      r.p95.padStart(8),
      r.p99.padStart(8),
      String(r.errors).padStart(5),
      (body.length / 1024).toFixed(0).padStart(7),
    )
  }
  const server = await minimalServer(bodies)
  const { port } = server.address()
  console.log('\nThe same bytes from a minimal Node HTTP server (the ceiling on this machine):')
  for (const endpoint of ['/api/events', '/api/sites']) {
    const app = await load(base, endpoint)
    const floor = await load(`http://127.0.0.1:${port}`, endpoint)
    console.log(
      `${endpoint.padEnd(20)} app ${app.rps.toFixed(0)} req/s, minimal ${floor.rps.toFixed(0)} req/s, ratio ${(app.rps / floor.rps).toFixed(2)}`,
    )
  }
  server.close()
} finally {
  child.kill('SIGTERM')
}
