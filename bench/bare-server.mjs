// The throughput ceiling the site is compared with: a bare Node HTTP server answering each path
// with the exact status, headers and gzip body bytes the site sent for it, and no work at all. It
// runs in a child process, as `next start` does, so each has an event loop of its own and the load
// generator (another child) loads both alike. Also this file's entry point when forked.
import { fork } from 'node:child_process'
import { get, createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

const SELF = fileURLToPath(import.meta.url)
// Hop-by-hop or per-response: Node writes its own (Date, keep-alive, Content-Length for chunked).
const DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** The response exactly as sent to a client that accepts gzip: { status, headers, body (Buffer) }. */
export function capture(url, headers = { 'accept-encoding': 'gzip' }) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

/** Starts the server on loopback with Map(path → captured response). Returns { base, stop }. */
export function startBare(responses) {
  return new Promise((resolve, reject) => {
    // 'advanced' serialization carries the Buffers across as bytes, not as JSON arrays of numbers.
    const child = fork(SELF, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const stop = () =>
      new Promise((done) =>
        child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')),
      )
    child.once('error', reject)
    child.once('message', ({ port }) => resolve({ base: `http://127.0.0.1:${port}`, stop }))
    child.send([...responses.entries()])
  })
}

function serve(entries) {
  const responses = new Map(
    entries.map(([pathname, r]) => {
      const headers = Object.fromEntries(Object.entries(r.headers).filter(([name]) => !DROP.has(name)))
      const body = Buffer.from(r.body)
      return [pathname, { status: r.status, headers: { ...headers, 'content-length': body.length }, body }]
    }),
  )
  const server = createServer((req, res) => {
    const r = responses.get(req.url)
    if (!r) return res.writeHead(404).end()
    res.writeHead(r.status, r.headers).end(r.body)
  })
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0))
    // Keep-alive sockets left by the load generator would hold close() open; they carry nothing by now.
    server.closeAllConnections()
  })
}

if (process.argv[1] === SELF) process.once('message', serve)
