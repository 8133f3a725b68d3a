import { createServer, type IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'

// A stand-in of Resend's HTTP API (the email provider) for the app's own `resend` client, pointed
// at it with RESEND_BASE_URL: it accepts emails (POST /emails) and newsletter contacts
// (POST /contacts) and keeps them, or plays a provider that fails (500), refuses connections or
// answers late.

export type ProviderMode = 'ok' | 'fail' | 'refuse' | { slowMs: number }

export interface SentEmail {
  from: string
  to: string
  subject: string
  text: string
  html: string
}

export interface ResendStandIn {
  url: string
  /** The API key the app must send (Authorization: Bearer …). */
  apiKey: string
  emails: SentEmail[]
  contacts: { email: string }[]
  /** Requests that reached the stand-in, answered or not. */
  requests: number
  setMode(mode: ProviderMode): void
  close(): Promise<void>
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {}
}

const text = (value: unknown) => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''))

export async function startResendStandIn(): Promise<ResendStandIn> {
  const apiKey = `re_test_${randomUUID().replaceAll('-', '')}`
  let mode: ProviderMode = 'ok'
  const timers = new Set<NodeJS.Timeout>()
  const state = { emails: [] as SentEmail[], contacts: [] as { email: string }[], requests: 0 }

  const server = createServer((request, response) => {
    state.requests++
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const answer = async () => {
      const body = await jsonBody(request)
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return reply(401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' })
      }
      if (mode === 'fail') {
        return reply(500, { statusCode: 500, name: 'internal_server_error', message: 'The provider failed on purpose' })
      }
      if (request.method === 'POST' && request.url === '/emails') {
        state.emails.push({
          from: text(body.from),
          to: text(body.to),
          subject: text(body.subject),
          text: text(body.text),
          html: text(body.html),
        })
        return reply(200, { id: randomUUID() })
      }
      if (request.method === 'POST' && request.url === '/contacts') {
        state.contacts.push({ email: text(body.email) })
        return reply(201, { object: 'contact', id: randomUUID() })
      }
      return reply(404, { statusCode: 404, name: 'not_found', message: `No endpoint ${request.method} ${request.url}` })
    }
    if (mode === 'refuse') return void request.socket.destroy()
    if (typeof mode !== 'object') return void answer()
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!request.socket.destroyed) void answer()
    }, mode.slowMs)
    timers.add(timer)
  })
  server.on('connection', (socket) => {
    if (mode === 'refuse') socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    url,
    apiKey,
    get emails() {
      return state.emails
    },
    get contacts() {
      return state.contacts
    },
    get requests() {
      return state.requests
    },
    setMode(next) {
      mode = next
      if (next === 'refuse') server.closeAllConnections()
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
