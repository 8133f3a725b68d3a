import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { demoDocuments, demoYears, ofType } from './demo-dataset'
import { newIp, signedInVisitor, type Visitor } from './sign-in'

// The itineraries API against the real server (production build, its own SQLite file): the whole
// life of an itinerary, another user's view of it, concurrency, bad input, the calendar export
// and account deletion. The in-process tests on both databases are in src/visitors/itineraries/.

const baseURL = inject('baseURL')
const sqliteFile = inject('sqliteFile')

const visitor = () => signedInVisitor()

function call(who: Visitor | undefined, method: string, path: string, body?: unknown, origin: string = baseURL) {
  const headers: Record<string, string> = { origin, 'x-forwarded-for': who?.ip ?? newIp() }
  if (who) headers.cookie = who.cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${baseURL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function data(response: Response): Promise<unknown> {
  const body: unknown = await response.json()
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Object.entries(value).find(([k]) => k === key)?.[1] : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new BetterSqlite3(sqliteFile, { timeout: 5_000, readonly: true })
  try {
    return db.prepare<unknown[], T>(sql).all(...params)
  } finally {
    db.close()
  }
}

async function newItinerary(who: Visitor, name = 'My day'): Promise<string> {
  const response = await call(who, 'POST', '/api/itineraries', { name })
  expect(response.status).toBe(201)
  return text(field(await data(response), 'id'))
}

describe('itineraries API', () => {
  it('lists the current festival’s days for the add dialog, to anyone', async () => {
    const docs = demoDocuments()
    const festival = ofType(docs, 'festival').find((f) => f.year === demoYears(docs).current)
    const start = new Date(`${String(festival?.startDate)}T00:00:00Z`)
    const end = new Date(`${String(festival?.endDate ?? festival?.startDate)}T00:00:00Z`)
    const expected: string[] = []
    for (let day = start; day <= end; day = new Date(day.getTime() + 86_400_000)) expected.push(day.toISOString().slice(0, 10))
    expect(expected.length).toBeGreaterThan(0)

    const response = await fetch(`${baseURL}/api/itineraries/days`)
    expect(response.status).toBe(200)
    const days = list(await data(response))
    expect(days.map((d) => field(d, 'date'))).toEqual(expected)
    for (const d of days) {
      const date = new Date(`${text(field(d, 'date'))}T12:00:00Z`)
      const weekday = date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
      expect(field(d, 'weekday')).toBe(weekday)
      expect(field(d, 'label')).toBe(`${weekday}, ${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`)
    }
  })

  it('lives through create, five items, reorder, rename, share, revoke and delete', async () => {
    const me = await visitor()
    const id = await newItinerary(me, '  Saturday  ')
    const ids: string[] = []
    for (const [i, ref] of ['site.a', 'site.b', 'event.c', 'tour.d', 'stop.e'].entries()) {
      const kind = ref.split('.')[0]
      const added = await call(me, 'POST', `/api/itineraries/${id}/items`, {
        kind,
        refId: ref,
        day: `2026-10-1${7 + (i % 2)}`,
        note: i === 0 ? 'Doors, stairs; lift' : undefined,
      })
      expect(added.status).toBe(201)
      ids.push(text(field(await data(added), 'id')))
    }
    const order = [...ids].reverse()
    const reordered = await call(me, 'PUT', `/api/itineraries/${id}/order`, { itemIds: order })
    expect(reordered.status).toBe(200)
    const renamed = await call(me, 'PATCH', `/api/itineraries/${id}`, { name: 'North side' })
    expect(field(await data(renamed), 'name')).toBe('North side')

    const one = await call(me, 'GET', `/api/itineraries/${id}`)
    expect(one.headers.get('cache-control')).toBe('private, no-store')
    expect(list(field(await data(one), 'items')).map((item) => field(item, 'id'))).toEqual(order)
    const mine = await data(await call(me, 'GET', '/api/itineraries'))
    expect(list(mine).map((i) => [field(i, 'name'), field(i, 'itemCount')])).toEqual([['North side', 5]])

    const token = text(field(await data(await call(me, 'POST', `/api/itineraries/${id}/share`)), 'token'))
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const shared = await fetch(`${baseURL}/api/shared-itineraries/${token}`)
    expect(shared.status).toBe(200)
    const sharedText = await shared.text()
    expect(sharedText).toContain('North side')
    const [{ user_id: userId = '' } = {}] = query<{ user_id: string }>('select user_id from itineraries where id = ?', id)
    expect(userId).not.toBe('')
    for (const secret of [userId, me.email, id]) expect(sharedText).not.toContain(secret)
    // Read-only: the share path has no write methods.
    expect((await fetch(`${baseURL}/api/shared-itineraries/${token}`, { method: 'DELETE', headers: { origin: baseURL } })).status).toBe(405)

    // The page of the link (route table: /itineraries/shared/[token]), signed out.
    const page = await fetch(`${baseURL}/itineraries/shared/${token}`)
    expect(page.status).toBe(200)
    const pageHtml = await page.text()
    expect(pageHtml).toContain('data-template="shared-itinerary"')
    expect(pageHtml).toContain('North side')
    expect(pageHtml).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    for (const secret of [userId, me.email, id]) expect(pageHtml).not.toContain(secret)

    expect((await call(me, 'DELETE', `/api/itineraries/${id}/share`)).status).toBe(204)
    expect((await fetch(`${baseURL}/api/shared-itineraries/${token}`)).status).toBe(404)
    const revoked = await fetch(`${baseURL}/itineraries/shared/${token}`)
    expect(revoked.status).toBe(404)
    expect((await revoked.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
    expect((await call(me, 'DELETE', `/api/itineraries/${id}`)).status).toBe(204)
    expect((await call(me, 'GET', `/api/itineraries/${id}`)).status).toBe(404)
    expect(query('select id from itinerary_items where itinerary_id = ?', id)).toEqual([])
  })

  it('makes an itinerary with its first item in one request: both, or neither', async () => {
    const me = await visitor()
    const site = ofType(demoDocuments(), 'site')[0]!
    const made = await call(me, 'POST', '/api/itineraries', { name: 'From a site page', item: { kind: 'site', refId: site._id } })
    expect(made.status).toBe(201)
    const itinerary = await data(made)
    expect(list(field(itinerary, 'items')).map((item) => field(item, 'refId'))).toEqual([site._id])
    const id = text(field(itinerary, 'id'))
    expect(query<{ n: number }>('select count(*) as n from itinerary_items where itinerary_id = ?', id)[0]?.n).toBe(1)
    // A bad item is refused before anything is written: no itinerary without its item.
    const before = list(await data(await call(me, 'GET', '/api/itineraries'))).length
    const refused = await call(me, 'POST', '/api/itineraries', { name: 'Never made', item: { kind: 'building', refId: site._id } })
    expect(refused.status).toBe(400)
    expect(list(await data(await call(me, 'GET', '/api/itineraries')))).toHaveLength(before)
    // Another user's name for it changes nothing of mine.
    const other = await visitor()
    expect(list(await data(await call(other, 'GET', '/api/itineraries')))).toEqual([])
  })

  it('plans each festival day: the timeline in the shared and print pages, what does not fit with its other day', async () => {
    const me = await visitor()
    const id = await newItinerary(me, 'Planned Saturday')
    const itemIds: string[] = []
    // Two sites open on Saturday and one open only on Sunday, all put on Saturday.
    for (const refId of ['site.ellery-arts-house', 'site.ashby-gallery', 'site.abernathy-park-pavilion']) {
      const added = await call(me, 'POST', `/api/itineraries/${id}/items`, {
        kind: 'site',
        refId,
        day: '2026-10-17',
        note: `note of ${refId}`,
      })
      expect(added.status).toBe(201)
      itemIds.push(text(field(await data(added), 'id')))
    }
    const token = text(field(await data(await call(me, 'POST', `/api/itineraries/${id}/share`)), 'token'))
    const html = await (await fetch(`${baseURL}/itineraries/shared/${token}`)).text()
    const saturday = html.slice(html.indexOf('data-day-plan="2026-10-17"'))
    expect(saturday.match(/data-plan-stop=""/g)).toHaveLength(2)
    expect(saturday).toMatch(/<time dateTime="2026-10-17T\d\d:\d\d:00\.000Z"/)
    expect(saturday).toContain('note of site.ashby-gallery')
    expect(saturday).toContain('Closed on Saturday')
    expect(saturday).toMatch(/Open on (<!-- -->)?Sunday/)
    for (const secret of [id, ...itemIds]) expect(html).not.toContain(secret)
    // The timeline follows the list's order: reversed, the two sites swap places on it too.
    const notesAt = (page: string) => ['ellery-arts-house', 'ashby-gallery'].map((site) => page.indexOf(`note of site.${site}`))
    const [ellery, ashby] = notesAt(saturday)
    expect(ellery).toBeGreaterThan(0)
    expect(ellery).toBeLessThan(ashby!)
    expect((await call(me, 'PUT', `/api/itineraries/${id}/order`, { itemIds: [...itemIds].reverse() })).status).toBe(200)
    const swapped = await (await fetch(`${baseURL}/itineraries/shared/${token}`)).text()
    const [elleryAfter, ashbyAfter] = notesAt(swapped.slice(swapped.indexOf('data-day-plan="2026-10-17"')))
    expect(ashbyAfter).toBeGreaterThan(0)
    expect(ashbyAfter).toBeLessThan(elleryAfter!)

    // The owner's page offers to move the Sunday site to Sunday; the print page has the same timeline.
    const headers = { cookie: me.cookie, 'x-forwarded-for': me.ip }
    const own = await (await fetch(`${baseURL}/my-ohc/itineraries?id=${id}`, { headers })).text()
    expect(own).toContain('Split across the weekend')
    const printed = await (await fetch(`${baseURL}/my-ohc/itineraries/print?id=${id}`, { headers })).text()
    expect(printed.slice(printed.indexOf('data-day-plan="2026-10-17"')).match(/data-plan-stop=""/g)).toHaveLength(2)

    // The member's own time at a place: the timeline keeps them there that long, and the next stop
    // moves by the difference. Back to the usual time with null.
    const leaveTimes = async () => {
      const page = await (await fetch(`${baseURL}/itineraries/shared/${token}`)).text()
      // The page as drawn: not the data it carries for the browser, which repeats its words.
      const drawn = page.replace(/<script[\s\S]*?<\/script>/g, '')
      const day = drawn.slice(drawn.indexOf('data-day-plan="2026-10-17"')).replaceAll('<!-- -->', '')
      return [...day.matchAll(/\((\d+ h(?: \d+ min)?|\d+ min) inside\)/g)].map((m) => m[1])
    }
    expect(await leaveTimes()).toEqual(['45 min', '45 min'])
    const ashbyItem = itemIds[1]!
    const changed = await call(me, 'PATCH', `/api/itineraries/${id}/items/${ashbyItem}`, { visitMinutes: 90 })
    expect(changed.status).toBe(200)
    expect(field(await data(changed), 'visitMinutes')).toBe(90)
    // Ashby is first on the list now (reversed above).
    expect(await leaveTimes()).toEqual(['1 h 30 min', '45 min'])
    const listed = await data(await call(me, 'GET', `/api/itineraries/${id}`))
    const items = field(listed, 'items') as { id: string; visitMinutes: number | null }[]
    expect(Object.fromEntries(items.map((i) => [i.id, i.visitMinutes]))).toEqual({
      [itemIds[0]!]: null,
      [ashbyItem]: 90,
      [itemIds[2]!]: null,
    })
    expect((await call(me, 'PATCH', `/api/itineraries/${id}/items/${ashbyItem}`, { visitMinutes: null })).status).toBe(200)
    expect(await leaveTimes()).toEqual(['45 min', '45 min'])
  })

  it('answers another signed-in user 404 on every route of someone else’s itinerary, and changes nothing', async () => {
    const owner = await visitor()
    const other = await visitor()
    const id = await newItinerary(owner, 'Private')
    const item = text(
      field(
        await data(await call(owner, 'POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.p', day: '2026-10-17' })),
        'id',
      ),
    )
    await call(owner, 'POST', `/api/itineraries/${id}/share`)
    const before = query('select * from itineraries where id = ?', id).concat(
      query('select * from itinerary_items where itinerary_id = ?', id),
    )
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/itineraries/${id}`],
      ['PATCH', `/api/itineraries/${id}`, { name: 'Stolen' }],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.q' }],
      ['PATCH', `/api/itineraries/${id}/items/${item}`, { note: 'mine now' }],
      ['DELETE', `/api/itineraries/${id}/items/${item}`],
      ['PUT', `/api/itineraries/${id}/order`, { itemIds: [item] }],
      ['PUT', `/api/itineraries/${id}/days`, { days: [{ itemId: item, day: '2026-10-18' }] }],
      ['POST', `/api/itineraries/${id}/share`],
      ['DELETE', `/api/itineraries/${id}/share`],
      ['GET', `/api/itineraries/${id}/calendar.ics`],
      ['DELETE', `/api/itineraries/${id}`],
    ]
    for (const [method, path, body] of attempts) {
      const response = await call(other, method, path, body)
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`)
      expect(await response.text()).not.toContain('Private')
    }
    expect(await data(await call(other, 'GET', '/api/itineraries'))).toEqual([])
    const after = query('select * from itineraries where id = ?', id).concat(
      query('select * from itinerary_items where itinerary_id = ?', id),
    )
    expect(after).toEqual(before)
  })

  it('keeps both of two concurrent adds, and one item for the same add twice', async () => {
    const me = await visitor()
    const id = await newItinerary(me)
    const [a, b] = await Promise.all([
      call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.one' }),
      call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.two' }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    const first = await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'event', refId: 'event.x' })
    const again = await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'event', refId: 'event.x' })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(field(await data(again), 'id')).toBe(field(await data(first), 'id'))
    expect(query('select ref_id from itinerary_items where itinerary_id = ? order by ref_id', id)).toEqual([
      { ref_id: 'event.x' },
      { ref_id: 'site.one' },
      { ref_id: 'site.two' },
    ])
  })

  it('answers bad bodies with 400 and a message per field, no session with 401, a foreign origin with 403', async () => {
    const me = await visitor()
    const id = await newItinerary(me)
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/itineraries', { name: '   ' }, 'name'],
      ['POST', '/api/itineraries', { name: 'x'.repeat(81) }, 'name'],
      ['POST', '/api/itineraries', 'not json', 'body'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'castle', refId: 'site.a' }, 'kind'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', day: '2026-02-30' }, 'day'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', note: 'n'.repeat(501) }, 'note'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', visitMinutes: 5 }, 'visitMinutes'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', visitMinutes: 481 }, 'visitMinutes'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', visitMinutes: 45.5 }, 'visitMinutes'],
      ['POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.a', visitMinutes: 'an hour' }, 'visitMinutes'],
      ['PUT', `/api/itineraries/${id}/order`, { itemIds: 'a,b' }, 'itemIds'],
      ['PUT', `/api/itineraries/${id}/order`, { itemIds: ['not-an-item'] }, 'itemIds'],
      ['PUT', `/api/itineraries/${id}/days`, { days: 'all of them' }, 'days'],
      ['PUT', `/api/itineraries/${id}/days`, { days: [] }, 'days'],
      ['PUT', `/api/itineraries/${id}/days`, { days: [{ itemId: 'not-an-item', day: '2026-10-18' }] }, 'days'],
      ['PUT', `/api/itineraries/${id}/days`, { days: [{ itemId: 'a', day: '2026-02-30' }] }, 'days.0.day'],
    ]
    for (const [method, path, body, key] of cases) {
      const response = await call(me, method, path, body)
      expect(response.status).toBe(400)
      const error = field(await response.json(), 'error')
      expect(field(error, 'code')).toBe('bad_request')
      expect(text(field(field(error, 'fields'), key))).not.toBe('')
    }
    const anonymous = await call(undefined, 'GET', '/api/itineraries')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } })
    expect((await call(undefined, 'POST', '/api/itineraries', { name: 'x' })).status).toBe(401)
    const foreign = await call(me, 'POST', '/api/itineraries', { name: 'From elsewhere' }, 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect(query('select id from itineraries where name = ?', 'From elsewhere')).toEqual([])
  })

  it('splits across the weekend in one request: every day or none, the same request again changes nothing', async () => {
    const me = await visitor()
    const id = await newItinerary(me, 'Whole weekend')
    const ids: string[] = []
    for (const refId of ['site.split-a', 'site.split-b', 'site.split-c'])
      ids.push(
        text(field(await data(await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'site', refId, day: '2026-10-17' })), 'id')),
      )
    const days = (rows = query<{ id: string; day: string | null }>('select id, day from itinerary_items where itinerary_id = ?', id)) =>
      Object.fromEntries(rows.map((row) => [row.id, row.day]))
    const path = `/api/itineraries/${id}/days`
    const split = {
      days: [
        { itemId: ids[1], day: '2026-10-18' },
        { itemId: ids[2], day: '2026-10-18' },
      ],
    }

    // Refused without a change: no session, another site's page, a body naming an item that is gone.
    expect((await call(undefined, 'PUT', path, split)).status).toBe(401)
    expect((await call(me, 'PUT', path, split, 'https://evil.example')).status).toBe(403)
    const partly = await call(me, 'PUT', path, { days: [...split.days, { itemId: 'removed-in-another-tab', day: '2026-10-18' }] })
    expect(partly.status).toBe(400)
    expect(days()).toEqual({ [ids[0]!]: '2026-10-17', [ids[1]!]: '2026-10-17', [ids[2]!]: '2026-10-17' })
    const twice = await call(me, 'PUT', path, { days: [split.days[0], split.days[0]] })
    expect(twice.status).toBe(400)
    expect(text(field(field(field(await twice.json(), 'error'), 'fields'), 'days'))).toBe('Name each item once.')

    const saved = await call(me, 'PUT', path, split)
    expect(saved.status).toBe(200)
    expect(saved.headers.get('cache-control')).toBe('private, no-store')
    const answered = list(await data(saved)).map((item) => [field(item, 'id'), field(item, 'day')])
    expect(answered).toEqual([
      [ids[0], '2026-10-17'],
      [ids[1], '2026-10-18'],
      [ids[2], '2026-10-18'],
    ])
    const stored = days()
    expect(stored).toEqual(Object.fromEntries(answered))
    // A replay (a retry after a lost answer) answers the same and leaves the days as they are.
    const replay = await call(me, 'PUT', path, split)
    expect(replay.status).toBe(200)
    expect(list(await data(replay)).map((item) => [field(item, 'id'), field(item, 'day')])).toEqual(answered)
    expect(days()).toEqual(stored)
  })

  it('exports a valid calendar with one VEVENT per dated item', async () => {
    const me = await visitor()
    const id = await newItinerary(me, 'Calendar, test; one')
    // A real site of the demo content: its name becomes the event's title.
    const [site] = list(field(await (await fetch(`${baseURL}/api/sites`)).json(), 'data'))
    const siteId = text(field(site, 'id'))
    const siteName = text(field(field(site, 'fields'), 'name'))
    expect(siteName).not.toBe('')
    await call(me, 'POST', `/api/itineraries/${id}/items`, {
      kind: 'site',
      refId: siteId,
      day: '2026-10-17',
      note: `Long note ${'é'.repeat(80)}`,
    })
    await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'event', refId: 'event.dated', day: '2026-10-18' })
    await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'tour', refId: 'tour.undated' })
    const response = await call(me, 'GET', `/api/itineraries/${id}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const body = await response.text()
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = body.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2)
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(2)
    expect(lines).toContain('X-WR-CALNAME:Calendar\\, test\\; one')
    const unfolded = body.replace(/\r\n /g, '').split('\r\n')
    expect(unfolded).toContain(`SUMMARY:${siteName.replace(/([,;\\])/g, '\\$1')}`)
    expect(unfolded).toContain('SUMMARY:Event: event.dated')
  })

  it('deleting the account deletes its itineraries and their items', async () => {
    const me: Visitor = await visitor()
    const { email } = me
    const id = await newItinerary(me, 'Short-lived')
    await call(me, 'POST', `/api/itineraries/${id}/items`, { kind: 'site', refId: 'site.z' })
    const [{ id: userId = '' } = {}] = query<{ id: string }>('select id from "user" where email = ?', email)
    const deleted = await call(me, 'POST', '/api/auth/delete-user', {})
    expect(deleted.status).toBe(200)
    expect(query('select id from "user" where email = ?', email)).toEqual([])
    expect(query('select id from itineraries where user_id = ?', userId)).toEqual([])
    expect(query('select id from itinerary_items where itinerary_id = ?', id)).toEqual([])
    expect((await call(me, 'GET', '/api/itineraries')).status).toBe(401)
  })
})
