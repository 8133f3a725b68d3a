import { beforeEach, describe, expect, it } from 'vitest'
import { forgetSessions, rememberedCount, rememberedSession, sessionCookieOf, type RememberedUser } from './session-memory'

// The process's memory of sessions: read once within its seconds, never past the session's own
// end, forgotten at once for a user, and a read that a sign-out overtook is not remembered.

const ana: RememberedUser = { id: 'u-ana', email: 'ana@example.org', name: 'Ana', emailVerified: true, language: null }
const ben = { id: 'u-ben', email: 'ben@example.org', name: 'Ben', emailVerified: false, language: 'es' }
const FAR = new Date('2030-01-01T00:00:00Z')
const T0 = Date.parse('2026-10-17T15:00:00Z')

function counted(user: typeof ana | null, expiresAt = FAR) {
  const read = async () => {
    read.calls += 1
    return user && { user, expiresAt }
  }
  read.calls = 0
  return read
}

beforeEach(() => {
  forgetSessions({ userId: ana.id })
  forgetSessions({ userId: ben.id })
})

describe('sessionCookieOf', () => {
  it('finds the session cookie, plain or __Secure-, among others', () => {
    expect(sessionCookieOf('a=1; better-auth.session_token=tok.sig; b=2')).toBe('better-auth.session_token=tok.sig')
    expect(sessionCookieOf('__Secure-better-auth.session_token=t.s')).toBe('__Secure-better-auth.session_token=t.s')
    expect(sessionCookieOf('better-auth.session_data=x')).toBeUndefined()
    expect(sessionCookieOf(null)).toBeUndefined()
  })
})

describe('rememberedSession', () => {
  it('asks the database once within its seconds, and again after them', async () => {
    const read = counted(ana)
    expect(await rememberedSession('c=1', 10, read, T0)).toEqual(ana)
    expect(await rememberedSession('c=1', 10, read, T0 + 9_999)).toEqual(ana)
    expect(read.calls).toBe(1)
    expect(await rememberedSession('c=1', 10, read, T0 + 10_000)).toEqual(ana)
    expect(read.calls).toBe(2)
  })

  it('asks every time with 0 seconds, and remembers nothing', async () => {
    const read = counted(ana)
    await rememberedSession('c=0', 0, read, T0)
    await rememberedSession('c=0', 0, read, T0)
    expect(read.calls).toBe(2)
    expect(rememberedCount()).toBe(0)
  })

  it('never remembers a session past its own end', async () => {
    const read = counted(ana, new Date(T0 + 2_000))
    await rememberedSession('c=2', 10, read, T0)
    await rememberedSession('c=2', 10, read, T0 + 2_000)
    expect(read.calls).toBe(2)
  })

  it('remembers no refusal: a cookie better-auth did not take is asked about each time', async () => {
    const read = counted(null)
    expect(await rememberedSession('c=3', 10, read, T0)).toBeUndefined()
    expect(await rememberedSession('c=3', 10, read, T0)).toBeUndefined()
    expect(read.calls).toBe(2)
  })

  it('asks once for a crowd arriving at once with one cookie', async () => {
    const read = counted(ana)
    const users = await Promise.all(Array.from({ length: 20 }, () => rememberedSession('c=4', 10, read, T0)))
    expect(users.every((u) => u?.id === ana.id)).toBe(true)
    expect(read.calls).toBe(1)
  })
})

describe('forgetSessions', () => {
  it('forgets every session of a user, and only theirs', async () => {
    const readAna = counted(ana)
    const readBen = counted(ben)
    await rememberedSession('laptop', 10, readAna, T0)
    await rememberedSession('phone', 10, readAna, T0)
    await rememberedSession('ben', 10, readBen, T0)
    forgetSessions({ userId: ana.id })
    await rememberedSession('laptop', 10, readAna, T0)
    await rememberedSession('phone', 10, readAna, T0)
    await rememberedSession('ben', 10, readBen, T0)
    expect(readAna.calls).toBe(4)
    expect(readBen.calls).toBe(1)
  })

  it('forgets by cookie the user behind it, on every device (a sign-out knows only its cookie)', async () => {
    const read = counted(ana)
    await rememberedSession('laptop', 10, read, T0)
    await rememberedSession('phone', 10, read, T0)
    forgetSessions({ cookie: 'laptop' })
    await rememberedSession('phone', 10, read, T0)
    expect(read.calls).toBe(3)
  })

  it('does not remember a read that a sign-out overtook', async () => {
    let release!: () => void
    const read = async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return { user: ana, expiresAt: FAR }
    }
    const underway = rememberedSession('slow', 10, read, T0)
    forgetSessions({ userId: ana.id })
    release()
    // This request is answered with what was read when it began …
    expect(await underway).toEqual(ana)
    // … but the next one asks again.
    const again = counted(null)
    expect(await rememberedSession('slow', 10, again, T0)).toBeUndefined()
    expect(again.calls).toBe(1)
  })
})
