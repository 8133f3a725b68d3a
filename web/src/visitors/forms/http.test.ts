import { describe, expect, it } from 'vitest'
import { formRoute } from './http'
import type { FormResult } from './result'

// The forms' JSON routes with real requests: what reaches the form's own checks, and what is
// refused before them.

const context = { params: Promise.resolve({}) }

function handler() {
  const received: (FormData | Record<string, unknown>)[] = []
  const submit = async (form: FormData | Record<string, unknown>): Promise<FormResult> => {
    received.push(form)
    return { outcome: 'success', message: 'Thank you.' }
  }
  return { route: formRoute(submit), received }
}

// The site of a test run without OHC_SITE_URL: the embedded default.
const SITE = 'http://localhost:3000'

const json = (body: unknown, origin: string | null = SITE) =>
  new Request(`${SITE}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })

describe('formRoute', () => {
  it('refuses a JSON field that is not text with 400, naming it, and submits nothing', async () => {
    for (const value of [42, true, ['a@example.org'], { toString: 'x' }]) {
      const { route, received } = handler()
      const response = await route(json({ email: value, name: 'Ada' }), context)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        outcome: 'invalid',
        message: 'Send each field as text.',
        fields: { email: 'Send each field as text.' },
      })
      expect(received).toEqual([])
    }
  })

  it('passes text fields on, a null standing for an empty field', async () => {
    const { route, received } = handler()
    const response = await route(json({ email: 'ada@example.org', name: null }), context)
    expect(response.status).toBe(200)
    expect(received).toEqual([{ email: 'ada@example.org', name: null }])
  })

  it('passes a form post on as it is', async () => {
    const { route, received } = handler()
    const body = new URLSearchParams({ email: 'ada@example.org' })
    const response = await route(new Request(`${SITE}/api/newsletter`, { method: 'POST', body, headers: { origin: SITE } }), context)
    expect(response.status).toBe(200)
    expect(received[0]).toBeInstanceOf(FormData)
  })

  it('refuses a post from another site, or with no Origin or Referer, with 403 and submits nothing', async () => {
    for (const origin of ['https://evil.example', 'null', null]) {
      const { route, received } = handler()
      const response = await route(json({ email: 'ada@example.org' }, origin), context)
      expect(response.status).toBe(403)
      expect(received).toEqual([])
    }
  })

  it('takes a post from another loopback name of a loopback site', async () => {
    const { route, received } = handler()
    expect((await route(json({ email: 'ada@example.org' }, 'http://127.0.0.1:3000'), context)).status).toBe(200)
    expect(received).toHaveLength(1)
  })
})
