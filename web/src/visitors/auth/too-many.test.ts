import { describe, expect, it } from 'vitest'
import { retryWords } from '@/platform/retry-words'
import { sayWhenToRetry } from './too-many'

describe('a 429 says when to try again', () => {
  it('gives better-auth’s own 429 a Retry-After and the site’s sentence', async () => {
    const limited = new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
      status: 429,
      headers: { 'x-retry-after': '42', 'content-type': 'application/json' },
    })
    const answer = await sayWhenToRetry(limited)
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('42')
    expect(await answer.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in requests from this connection. Please try again in 42 seconds.',
    })
  })

  it('falls back to a minute when no time is given, and leaves a 429 that has one alone', async () => {
    const bare = await sayWhenToRetry(new Response('slow down', { status: 429 }))
    expect(bare.headers.get('retry-after')).toBe('60')
    const own = new Response('{"message":"Too many sign-in links for this address. Try again in 7 minutes."}', {
      status: 429,
      headers: { 'retry-after': '420' },
    })
    expect(await sayWhenToRetry(own)).toBe(own)
    const fine = new Response('ok')
    expect(await sayWhenToRetry(fine)).toBe(fine)
  })

  it('words the wait', () => {
    expect(retryWords(1)).toBe('in 1 second')
    expect(retryWords(45)).toBe('in 45 seconds')
    expect(retryWords(420)).toBe('in 7 minutes')
  })
})
