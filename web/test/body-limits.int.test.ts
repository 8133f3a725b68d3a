import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitOf, tooLargeText } from '@/platform/body-limits'
import { tooLargeAnswer } from '@/platform/bounded-body'
import { newEmail, newIp } from './addresses'
import { signedInVisitor, type Visitor } from './sign-in'
import { authTestEnv, freePort, startNext, stop } from './next-server'

// Bodies bounded on the real server (a production server of this file's own, so its memory is
// this file's to measure): one byte over an address's limit answers 413 whether its length is
// declared or it comes chunked, stores nothing and sends nothing, and twenty oversized posts at
// once leave the server's resident memory where it was.

let server: ChildProcess
let port: number
let visitor: Visitor
let env: ReturnType<typeof authTestEnv>['env']

beforeAll(async () => {
  port = await freePort()
  const own = authTestEnv(`http://127.0.0.1:${port}`)
  env = own.env
  server = await startNext(port, own.env)
  visitor = await signedInVisitor(newEmail('bodies'), { baseURL: `http://127.0.0.1:${port}`, outboxDir: own.env.OHC_OUTBOX_DIR })
}, 120_000)

afterAll(async () => {
  if (server) await stop(server)
})

/** A JSON post of `size` bytes (padding inside a string field), declared or chunked in 64 KB pieces. */
function post(path: string, size: number, chunked: boolean, fields: Record<string, string> = {}, cookie?: string) {
  const head = JSON.stringify({ ...fields, pad: '' }).slice(0, -2)
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length - 2), 'x'), Buffer.from('"}')])
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${port}`,
      'x-forwarded-for': newIp(),
    }
    if (!chunked) headers['content-length'] = String(body.length)
    if (cookie) headers.cookie = cookie
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), text }))
    })
    request.on('error', reject)
    for (let i = 0; i < body.length; i += 64 * 1024) request.write(body.subarray(i, i + 64 * 1024))
    request.end()
  })
}

const outbox = () => {
  try {
    return readdirSync(env.OHC_OUTBOX_DIR).length
  } catch {
    return 0
  }
}
const stored = (table: string) => {
  const db = new BetterSqlite3(env.OHC_SQLITE_FILE, { readonly: true })
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
  } finally {
    db.close()
  }
}
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

describe('request bodies on the real server', () => {
  const ROUTES = [
    '/api/newsletter',
    '/api/contact',
    '/api/auth/sign-in/magic-link',
    '/api/host/reports',
    '/api/itineraries',
    '/api/reservations',
  ]

  for (const chunked of [false, true]) {
    for (const path of ROUTES) {
      it(`${path}: one byte over its limit is 413 ${chunked ? 'chunked, with no length' : 'with its length declared'}, and nothing is stored or sent`, async () => {
        const mails = outbox()
        const submissions = stored('form_submissions')
        const email = newEmail('too-large')
        // Signed in, so a route that checks the session before it reads the body reads it: a chunked
        // body's limit is met as it is read (signed out, the route answers 401 before reading any).
        const answer = await post(
          path,
          bodyLimitOf(path).bytes + 1,
          chunked,
          { email, name: 'Too Large', message: 'A long message' },
          visitor.cookie,
        )
        expect(answer.status).toBe(413)
        expect(answer.type).toContain('application/json')
        // In the format the address answers errors in (the forms', better-auth's, the API's).
        expect(answer.text).toBe(tooLargeAnswer(path, tooLargeText(bodyLimitOf(path))).body)
        expect(answer.text).toMatch(/may be at most \d+ KB\./)
        expect(outbox()).toBe(mails)
        expect(stored('form_submissions')).toBe(submissions)
      })
    }
  }

  it('still takes a sign-in request within its limit', async () => {
    const answer = await post('/api/auth/sign-in/magic-link', 200, false, { email: newEmail('within'), callbackURL: '/' })
    expect(answer.status).toBe(200)
  })

  it('keeps none of twenty posts of 8 MB at once in its memory', async () => {
    const before = rssMb()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/api/contact', 8 * 1024 * 1024, i % 2 === 0)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413))
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = rssMb()
    console.info(`server RSS before ${before.toFixed(1)} MB, after 20 × 8 MB posts ${after.toFixed(1)} MB`)
    // 160 MB were sent. Past each limit nothing is read (the kernel's buffers hold the rest until
    // the connection closes), so the process holds a few MB more at most; read and dropped, the
    // pieces waited for the collector and the process grew by about 100 MB.
    expect(after - before).toBeLessThan(8)
  })
})
