import { describe, expect, inject, it } from 'vitest'
import { newEmail, newIp, sessionCookie, signIn } from './sign-in'

// better-auth's account endpoints on the real server: a name change shows in get-session,
// revoking sessions ends the other devices' sessions.

const baseURL = inject('baseURL')

const post = (cookie: string, pathname: string, body: unknown = {}) =>
  fetch(`${baseURL}/api/auth/${pathname}`, {
    method: 'POST',
    headers: { cookie, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function sessionUser(cookie: string): Promise<{ name?: string; email?: string } | null> {
  const response = await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } })
  expect(response.status).toBe(200)
  const body: { user?: { name?: string; email?: string } } | null = await response.json()
  return body?.user ?? null
}

describe('account endpoints', () => {
  it('update-user changes the name get-session shows', async () => {
    const cookie = sessionCookie((await signIn(newEmail(), newIp())).opened)
    const name = `Ada ${Math.random().toString(36).slice(2, 7)}`
    expect((await post(cookie, 'update-user', { name })).status).toBe(200)
    expect((await sessionUser(cookie))?.name).toBe(name)
  })

  it('revoke-other-sessions ends the other device’s session and keeps this one', async () => {
    const email = newEmail()
    const laptop = sessionCookie((await signIn(email, newIp())).opened)
    const phone = sessionCookie((await signIn(email, newIp())).opened)
    expect((await sessionUser(phone))?.email).toBe(email)
    expect((await post(laptop, 'revoke-other-sessions')).status).toBe(200)
    expect(await sessionUser(phone)).toBeNull()
    expect((await sessionUser(laptop))?.email).toBe(email)
  })

  it('revoke-sessions ends every session, the other device’s too', async () => {
    const email = newEmail()
    const laptop = sessionCookie((await signIn(email, newIp())).opened)
    const phone = sessionCookie((await signIn(email, newIp())).opened)
    expect((await post(laptop, 'revoke-sessions')).status).toBe(200)
    expect(await sessionUser(phone)).toBeNull()
    expect(await sessionUser(laptop)).toBeNull()
  })
})
