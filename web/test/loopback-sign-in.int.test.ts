import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { newEmail, newIp } from './addresses'
import { mailsTo } from './own-server'

// The embedded default names itself http://localhost:PORT, yet a visitor may open the site as
// http://127.0.0.1:PORT: sign-in works there too, the emailed link leads back to the name the
// visitor used (where their cookie lives), and our own forms take the post. A real server
// (production build) whose site URL is localhost, asked on 127.0.0.1.

let child: ChildProcess | undefined
let dispose = () => {}
let site = ''
let visited = ''
let outboxDir = ''

beforeAll(async () => {
  const port = await freePort()
  site = `http://localhost:${port}`
  visited = `http://127.0.0.1:${port}`
  const own = authTestEnv(site)
  dispose = own.dispose
  outboxDir = own.env.OHC_OUTBOX_DIR
  child = await startNext(port, own.env)
})

afterAll(async () => {
  if (child) await stop(child)
  dispose()
})

const requestLink = (email: string, origin: string) =>
  fetch(`${visited}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': newIp() },
    body: JSON.stringify({ email, callbackURL: '/sites', errorCallbackURL: '/login' }),
  })

describe('a site named localhost, visited as 127.0.0.1', () => {
  it('signs the visitor in: the link leads to 127.0.0.1, and the session works there', async () => {
    const email = newEmail('loopback')
    const requested = await requestLink(email, visited)
    expect(requested.status, await requested.clone().text()).toBe(200)
    const link = mailsTo(outboxDir, email).at(-1)?.link ?? ''
    expect(link.startsWith(`${visited}/api/auth/magic-link/verify?token=`)).toBe(true)

    const opened = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': newIp() } })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${visited}/sites`)
    const cookie = opened.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='))
      ?.split(';')[0]
    expect(cookie).toBeDefined()
    const session = await fetch(`${visited}/api/auth/get-session`, { headers: { cookie: cookie ?? '' } })
    expect(await session.json()).toMatchObject({ user: { email } })
  })

  it('takes [::1] as the site too, and still refuses another site', async () => {
    expect((await requestLink(newEmail('ipv6'), `http://[::1]:${new URL(visited).port}`)).status).toBe(200)
    const foreign = newEmail('foreign')
    expect((await requestLink(foreign, 'http://evil.example')).status).toBe(403)
    // Another port of loopback is another site.
    expect((await requestLink(foreign, 'http://127.0.0.1:1')).status).toBe(403)
    expect(mailsTo(outboxDir, foreign)).toEqual([])
  })

  it('takes the forms’ posts from 127.0.0.1', async () => {
    const response = await fetch(`${visited}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: visited, 'x-forwarded-for': newIp() },
      body: JSON.stringify({ email: newEmail('reader') }),
    })
    expect(response.status).toBe(200)
  })
})
