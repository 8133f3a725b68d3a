import { describe, expect, it } from 'vitest'
import { bearerSecretMatches } from './bearer-secret'

const SECRET = 'a-long-random-cron-secret'
const asking = (authorization?: string) =>
  new Request('https://openhouse.example/api/jobs/tick', { headers: authorization === undefined ? {} : { authorization } })

describe('bearerSecretMatches', () => {
  it('accepts the secret as Vercel’s cron sends it', () => {
    expect(bearerSecretMatches(asking(`Bearer ${SECRET}`), SECRET)).toBe(true)
    expect(bearerSecretMatches(asking(`bearer ${SECRET}`), SECRET)).toBe(true)
  })

  it('refuses no header, another scheme, an empty token, and any other token', () => {
    for (const header of [
      undefined,
      '',
      SECRET,
      `Basic ${SECRET}`,
      'Bearer ',
      `Bearer ${SECRET}x`,
      `Bearer ${SECRET.slice(0, -1)}`,
      'Bearer a',
    ]) {
      expect(bearerSecretMatches(asking(header), SECRET), String(header)).toBe(false)
    }
  })
})
