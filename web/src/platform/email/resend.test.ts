import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createResendSender } from './resend'

// The Resend sender with the real `resend` client, against a local HTTP server standing in for
// Resend's API: it sends where RESEND_BASE_URL says, and a provider that fails or stalls makes
// the send fail — the stalled one within the time limit.

let server: Server
let base = ''
let behaviour: 'ok' | 'fail' | 'stall' = 'ok'
const received: { path: string; auth: string; body: Record<string, unknown> }[] = []

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', body: await body(request) })
    if (behaviour === 'stall') return
    response.writeHead(behaviour === 'ok' ? 200 : 500, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(behaviour === 'ok' ? { id: 'email-1' } : { statusCode: 500, name: 'internal_server_error', message: 'down' }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const message = { to: 'ada@example.org', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }
const sender = () => createResendSender({ apiKey: 're_test_key', resendBaseUrl: base, timeoutMs: 300 }, 'OHC <hello@example.org>')

describe('the Resend sender', () => {
  it('sends to the configured API address with the key', async () => {
    behaviour = 'ok'
    await sender().send(message)
    expect(received.at(-1)).toMatchObject({
      path: '/emails',
      auth: 'Bearer re_test_key',
      body: { to: 'ada@example.org', subject: 'Hello', from: 'OHC <hello@example.org>' },
    })
  })

  it('fails when the provider fails, and when it stalls — then within the time limit', async () => {
    behaviour = 'fail'
    await expect(sender().send(message)).rejects.toThrow(/Resend refused the message to ada@example.org/)
    behaviour = 'stall'
    const started = performance.now()
    await expect(sender().send(message)).rejects.toThrow(/Resend refused the message/)
    expect(performance.now() - started).toBeLessThan(1_500)
  })
})
