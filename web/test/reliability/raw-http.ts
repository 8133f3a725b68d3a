import { Agent, request } from 'node:http'

// A plain HTTP/1.1 client that sends the request line exactly as given: fetch (undici) and the
// URL class normalise dot segments, re-encode characters and refuse some paths, which would hide
// the very addresses under test. Raw bytes (UTF-8 outside ASCII) go on the wire as given, written
// as latin1 characters one per byte. Only the first bytes of each body are kept.

export interface RawRequest {
  method: string
  /** The request target, verbatim: path and query, already encoded (or deliberately not). */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body's first `keep` bytes, as UTF-8. */
  body: string
  /** Set when no answer came: a reset, a refused connection, a timeout. */
  error?: string
}

/** Text with characters above U+007F written as their UTF-8 bytes, one latin1 character per byte. */
export const wireBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1')

export function rawClient(baseURL: string, { keep = 64 * 1024, timeoutMs = 30_000, sockets = 8 } = {}) {
  const { hostname, port } = new URL(baseURL)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`the fuzz tests talk to loopback only, not ${hostname}`)
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })

  function send(req: RawRequest): Promise<RawResponse> {
    return new Promise((resolve) => {
      let settled = false
      const done = (response: RawResponse) => {
        if (settled) return
        settled = true
        resolve(response)
      }
      const headers: Record<string, string> = { ...req.headers }
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body))
      let outgoing
      try {
        outgoing = request({ host: hostname, port: Number(port), method: req.method, path: req.path, headers, agent }, (res) => {
          const chunks: Buffer[] = []
          let size = 0
          const finish = () =>
            done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).subarray(0, keep).toString('utf8') })
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk)
            size += chunk.length
            if (size >= keep) {
              finish()
              res.destroy()
            }
          })
          res.on('end', finish)
          res.on('error', finish)
          res.on('close', finish)
        })
      } catch (error) {
        // Refused by the client itself (an invalid character in the path): never reached the server.
        done({ status: 0, headers: {}, body: '', error: `not sent: ${error instanceof Error ? error.message : String(error)}` })
        return
      }
      outgoing.setTimeout(timeoutMs, () => {
        done({ status: 0, headers: {}, body: '', error: `no answer within ${timeoutMs / 1000} s` })
        outgoing.destroy()
      })
      outgoing.on('error', (error) => done({ status: 0, headers: {}, body: '', error: error.message }))
      outgoing.end(req.body)
    })
  }

  return { send, close: () => agent.destroy() }
}

/** Runs `work` over `items` with at most `limit` in flight; results in the items' order. */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
