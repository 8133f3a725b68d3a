import { afterEach, describe, expect, it, vi } from 'vitest'
import { ticketSecret, ticketSecretOf } from './ticket-secret'

const SESSION_SECRET = 'the-session-secret-of-this-site-0123456789'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the ticket secret', () => {
  it('comes from BETTER_AUTH_SECRET, and is not that secret itself', () => {
    vi.stubEnv('BETTER_AUTH_SECRET', SESSION_SECRET)
    expect(ticketSecret()).toBe(ticketSecretOf(SESSION_SECRET))
    expect(ticketSecret()).not.toContain(SESSION_SECRET)
    expect(ticketSecret().length).toBeGreaterThanOrEqual(32)
  })

  it('changes with the session secret, so a new secret voids the codes issued', () => {
    vi.stubEnv('BETTER_AUTH_SECRET', SESSION_SECRET)
    const before = ticketSecret()
    vi.stubEnv('BETTER_AUTH_SECRET', `${SESSION_SECRET}-rotated`)
    expect(ticketSecret()).not.toBe(before)
    expect(ticketSecretOf(SESSION_SECRET)).toBe(before)
  })
})
