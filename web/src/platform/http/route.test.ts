import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailableError } from '@/platform/db/unavailable'
import { nulCharacterAt } from '@/platform/nul-character'
import { route } from './route'

// The route helper with real requests: what a client sees when it is refused or something fails.

const context = { params: Promise.resolve({}) }
const site = 'http://localhost:3000'

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/things`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('route', () => {
  it('refuses a write from another site with 403, before reading anything', async () => {
    const write = route({ sameOrigin: true }, async () => new Response('done'))
    const response = await write(post('{}', { origin: 'https://elsewhere.example' }), context)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'This request must come from the site itself.' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('lets a write from the site itself through (Origin, or Referer without one)', async () => {
    const write = route({ sameOrigin: true }, async () => new Response('done'))
    expect(await (await write(post('{}', { origin: site }), context)).text()).toBe('done')
    expect(await (await write(post('{}', { referer: `${site}/my-ohc` }), context)).text()).toBe('done')
  })

  it('answers 401 when a session is required and the request has none', async () => {
    const mine = route({ session: 'required' }, async () => new Response('mine'))
    const response = await mine(new Request(`${site}/api/things`), context)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } })
  })

  it('answers 400 with a message per field when the body does not match its schema', async () => {
    const body = z.object({ name: z.string({ error: 'Name must be text.' }) }, { error: 'Send a JSON object.' })
    const create = route({ body }, async ({ body: { name } }) => new Response(name))
    const invalid = await create(post('{"name": 3}'), context)
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      error: { code: 'bad_request', message: 'Name must be text.', fields: { name: 'Name must be text.' } },
    })
    const notJson = await create(post('name=x'), context)
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({
      error: { code: 'bad_request', message: 'The body must be JSON.', fields: { body: 'Send a JSON object.' } },
    })
    expect(await (await create(post('{"name": "Loop walk"}'), context)).text()).toBe('Loop walk')
  })

  it('gives the route its parameters', async () => {
    const show = route({ params: ['id'] }, async ({ params }) => new Response(params.id))
    expect(await (await show(new Request(`${site}/api/things/a-1`), { params: Promise.resolve({ id: 'a-1' }) })).text()).toBe('a-1')
  })

  it('serves a route whose address has no parameters (Next passes none)', async () => {
    const list = route({}, async () => new Response('list'))
    const noParams = { params: undefined } as unknown as typeof context
    expect(await (await list(new Request(`${site}/api/things`), noParams)).text()).toBe('list')
  })

  it('turns a thrown error into a JSON 500 that logs it and never shows it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = route({}, async () => {
      throw new Error('connection refused at /var/lib/secret.sqlite')
    })
    const response = await failing(new Request(`${site}/api/things`), context)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again in a moment.' },
    })
    expect(text).not.toContain('secret')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const logged = expect.objectContaining({ message: 'connection refused at /var/lib/secret.sqlite' })
    expect(log).toHaveBeenCalledWith('API error on /api/things:', logged)
  })

  it('says what failed in its own words where the route gives them, and still never the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = route({ failure: 'The content could not be loaded just now.' }, async () => {
      throw new Error('ECONNREFUSED 10.0.0.7:5432')
    })
    const response = await failing(new Request(`${site}/api/things`), context)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'The content could not be loaded just now.' } })
    expect(text).not.toContain('ECONNREFUSED')
  })

  it('answers 503 in the same format when the app database is out of reach, wrapped or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const outages = [
      refused,
      new Error('Failed to get session', { cause: refused }),
      new Error('Query read timeout'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new DatabaseUnavailableError('The SQLite file /srv/app.sqlite cannot be opened'),
    ]
    for (const outage of outages) {
      const failing = route({ failure: 'Not this one.' }, async () => {
        throw outage
      })
      const response = await failing(new Request(`${site}/api/things`), context)
      expect(response.status, outage.message).toBe(503)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } })
      expect(text).not.toMatch(/ECONNREFUSED|sqlite|timeout/)
    }
    // A statement the database refuses is a bug, not an outage.
    const broken = route({}, async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })
    })
    expect((await broken(new Request(`${site}/api/things`), context)).status).toBe(500)
  })
})

describe('control characters', () => {
  it('refuse a parameter of the address with one (PostgreSQL cannot compare text holding a NUL)', async () => {
    let called = false
    const read = route({ params: ['id'] }, async () => {
      called = true
      return new Response('done')
    })
    for (const id of ['\u0000', 'a\u0000b', 'a\nb']) {
      const response = await read(new Request(`${site}/api/things/x`), { params: Promise.resolve({ id }) })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'bad_request', message: 'No id contains a control character.', fields: { id: 'Remove the control character.' } },
      })
    }
    expect(called).toBe(false)
    expect(await (await read(new Request(`${site}/api/things/x`), { params: Promise.resolve({ id: 'site.x' }) })).text()).toBe('done')
  })

  it('refuse a JSON body with a NUL anywhere in its text, naming where', async () => {
    const write = route(
      { body: z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) }) },
      async () => new Response('done'),
    )
    const refused = await write(post(JSON.stringify({ name: 'ok', items: [{ note: 'a\u0000b' }] })), context)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      error: { code: 'bad_request', fields: { 'items.0.note': expect.stringContaining('NUL') } },
    })
    expect(await (await write(post(JSON.stringify({ name: 'ok\nfine', items: [] })), context)).text()).toBe('done')
  })

  it('walk a deeply nested body without running out of stack', () => {
    expect(nulCharacterAt(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`))).toMatch(/^0\.0\.0/)
    expect(nulCharacterAt(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeUndefined()
  })
})
