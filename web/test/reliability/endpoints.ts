import { formBodyVariants, jsonBodyVariants, type BodyVariant, type FieldSpec } from './bodies'
import { queryVariants } from './queries'

// Every input the site's API reads, with the bad inputs to send it: the JSON bodies of the
// itineraries, reservations, forms and better-auth's endpoints, their query strings and their
// path parameters. A case says whether it must be refused ('invalid') or may be taken ('edge').

export type Format = 'site' | 'form' | 'auth'

export interface InputCase {
  name: string
  method: string
  path: string
  body?: string | Buffer
  contentType?: string
  headers?: Record<string, string>
  expect: 'invalid' | 'edge'
}

export interface Endpoint {
  name: string
  /** 'required': signed out, every case is a 401. */
  session: 'required' | 'optional' | 'none'
  format: Format
  /** Who the signed-in half is sent as (default alice). */
  as?: 'alice' | 'carol'
  /** Leave out the edge cases (they would succeed and end what the rest needs, e.g. deleting the account). */
  invalidOnly?: boolean
  cases: InputCase[]
  /** An answer other than a 4xx that also counts as a refusal (better-auth's redirect with ?error=). */
  refusedOtherwise?: (status: number, location: string | undefined) => boolean
}

export interface Fixtures {
  /** A content id of a site, for itinerary items. */
  siteId: string
  /** A tour session of the current festival. */
  tour: { id: string; sessionKey: string }
  /** A members-only block: the page path and the block key. */
  memberBlock: { page: string; key: string }
  alice: { itinerary: string; item: string }
  bob: { itinerary: string }
}

const NAME: FieldSpec = { name: 'name', kind: 'text', required: true, nonEmpty: true, max: 80 }
const DAY: FieldSpec = { name: 'day', kind: 'day', required: false, nullable: true }
const NOTE: FieldSpec = { name: 'note', kind: 'text', required: false, nullable: true, max: 500 }

/**
 * Path parameters no record has, in wire form (each a valid escape: malformed ones, and dot
 * segments, which Next resolves before routing, are the address fuzz's).
 */
export const BAD_IDS = [
  'x',
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  "x'%20OR%20'1'%3D'1",
  'x'.repeat(5000),
  '%E2%80%AE',
  '%F0%9F%8F%9B%EF%B8%8F',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '%20',
  '%25',
  '%0D%0A',
]

const BAD_YEARS = ['0', '99999', '-1', '2024.0', '%00', 'abcd', '1850', '3000', '%E2%80%AE2024', '2024%00']

const json = (method: string, path: string, variants: BodyVariant[]): InputCase[] =>
  variants.map((v) => ({ name: v.name, method, path, body: v.body, contentType: v.contentType, expect: v.expect }))

const query = (path: string, valid: Record<string, string>, fields: FieldSpec[]): InputCase[] =>
  queryVariants(valid, fields).map((v) => ({ name: v.name, method: 'GET', path: `${path}${v.query}`, expect: v.expect }))

const withIds = (ids: string[], make: (id: string) => Omit<InputCase, 'name' | 'expect'>[]): InputCase[] =>
  ids.flatMap((id) => make(id).map((c) => ({ ...c, name: `${c.method} ${c.path.slice(0, 60)}`, expect: 'invalid' as const })))

const JSON_TYPE = 'application/json'

export function endpoints(f: Fixtures): Endpoint[] {
  const it = `/api/itineraries/${f.alice.itinerary}`
  const validItem = { kind: 'site', refId: f.siteId, day: '2026-10-17', note: 'Bring a camera' }
  const contact = { name: 'Ada', email: 'ada@example.org', topic: 'General', message: 'A question about the festival days.' }
  const contactFields: FieldSpec[] = [
    { name: 'name', kind: 'text', required: true, nonEmpty: true, max: 100 },
    { name: 'email', kind: 'email', required: true },
    // The forms read a null as an empty field (a form post has no null).
    { name: 'topic', kind: 'text', required: false, nullable: true, max: 100 },
    { name: 'message', kind: 'text', required: true, nonEmpty: true, max: 5000 },
  ]
  const newsletter = { email: 'grace@example.org', name: 'Grace' }
  const newsletterFields: FieldSpec[] = [
    { name: 'email', kind: 'email', required: true },
    { name: 'name', kind: 'text', required: false, nullable: true, max: 100 },
  ]
  const validBody = (body: object) => ({ body: JSON.stringify(body), contentType: JSON_TYPE })
  return [
    {
      name: 'POST /api/itineraries',
      session: 'required',
      format: 'site',
      cases: json('POST', '/api/itineraries', jsonBodyVariants({ name: 'Weekend plan' }, [NAME])),
    },
    {
      name: 'PATCH /api/itineraries/{id}',
      session: 'required',
      format: 'site',
      cases: json('PATCH', it, jsonBodyVariants({ name: 'Renamed plan' }, [NAME])),
    },
    {
      name: 'POST /api/itineraries/{id}/items',
      session: 'required',
      format: 'site',
      cases: json(
        'POST',
        `${it}/items`,
        jsonBodyVariants(validItem, [
          { name: 'kind', kind: 'enum', required: true, values: ['site', 'event', 'tour', 'stop'] },
          { name: 'refId', kind: 'id', required: true },
          DAY,
          NOTE,
        ]),
      ),
    },
    {
      name: 'PATCH /api/itineraries/{id}/items/{itemId}',
      session: 'required',
      format: 'site',
      cases: json(
        'PATCH',
        `${it}/items/${f.alice.item}`,
        jsonBodyVariants({ day: '2026-10-18', note: 'Changed' }, [DAY, NOTE], { requireSome: true }),
      ),
    },
    {
      name: 'PUT /api/itineraries/{id}/order',
      session: 'required',
      format: 'site',
      cases: json(
        'PUT',
        `${it}/order`,
        jsonBodyVariants({ itemIds: [f.alice.item] }, [{ name: 'itemIds', kind: 'idList', required: true }]),
      ),
    },
    {
      name: 'itinerary and reservation ids (path)',
      session: 'required',
      format: 'site',
      cases: withIds([...BAD_IDS, f.bob.itinerary], (id) => [
        { method: 'GET', path: `/api/itineraries/${id}` },
        { method: 'PATCH', path: `/api/itineraries/${id}`, ...validBody({ name: 'Taken over' }) },
        { method: 'DELETE', path: `/api/itineraries/${id}` },
        { method: 'POST', path: `/api/itineraries/${id}/items`, ...validBody(validItem) },
        { method: 'PATCH', path: `${it}/items/${id}`, ...validBody({ note: 'x' }) },
        { method: 'DELETE', path: `${it}/items/${id}` },
        { method: 'PUT', path: `/api/itineraries/${id}/order`, ...validBody({ itemIds: [] }) },
        { method: 'PUT', path: `/api/itineraries/${id}/days`, ...validBody({ days: [{ itemId: f.alice.item, day: '2026-10-18' }] }) },
        { method: 'POST', path: `/api/itineraries/${id}/share` },
        { method: 'DELETE', path: `/api/itineraries/${id}/share` },
        { method: 'GET', path: `/api/itineraries/${id}/calendar.ics` },
        { method: 'POST', path: `/api/itineraries/${id}/subscription` },
        { method: 'DELETE', path: `/api/itineraries/${id}/subscription` },
        { method: 'DELETE', path: `/api/reservations/${id}` },
      ]),
    },
    {
      name: 'POST /api/reservations',
      session: 'required',
      format: 'site',
      cases: json(
        'POST',
        '/api/reservations',
        jsonBodyVariants({ kind: 'tour-session', targetId: f.tour.id, sessionKey: f.tour.sessionKey, seats: 1 }, [
          { name: 'kind', kind: 'enum', required: true, values: ['tour-session', 'event'] },
          { name: 'targetId', kind: 'id', required: true },
          // Required for a tour session, which this body books.
          { name: 'sessionKey', kind: 'text', required: true, nonEmpty: true, max: 100 },
          { name: 'seats', kind: 'int', required: false, range: [1, 4] },
        ]),
      ),
    },
    {
      name: 'GET /api/availability',
      session: 'none',
      format: 'site',
      cases: query('/api/availability', { kind: 'tour-session', targetId: f.tour.id }, [
        { name: 'kind', kind: 'enum', required: true, values: ['tour-session', 'event'] },
        { name: 'targetId', kind: 'id', required: true },
      ]),
    },
    {
      name: 'GET /api/shared-itineraries/{token}',
      session: 'none',
      format: 'site',
      cases: withIds([...BAD_IDS, 'A'.repeat(43), `${'A'.repeat(42)}%00`, 'A'.repeat(44)], (id) => [
        { method: 'GET', path: `/api/shared-itineraries/${id}` },
      ]),
    },
    {
      name: 'GET /api/calendar/{token}.ics',
      session: 'none',
      format: 'site',
      cases: withIds([...BAD_IDS, 'A'.repeat(43), `${'A'.repeat(42)}%00`, 'A'.repeat(44)], (id) => [
        { method: 'GET', path: `/api/calendar/${id}.ics` },
        { method: 'GET', path: `/api/calendar/${id}` },
      ]),
    },
    {
      name: 'GET /api/member-content',
      session: 'optional',
      format: 'site',
      cases: query('/api/member-content', f.memberBlock, [
        { name: 'page', kind: 'id', required: true },
        { name: 'key', kind: 'id', required: true },
      ]),
    },
    {
      name: 'public content ids and years (path)',
      session: 'none',
      format: 'site',
      cases: [
        ...withIds(BAD_IDS, (id) => [
          { method: 'GET', path: `/api/sites/${id}` },
          { method: 'GET', path: `/api/events/${id}` },
          { method: 'GET', path: `/api/events/${id}/calendar.ics` },
          { method: 'GET', path: `/api/archive/2024/events/${id}` },
        ]),
        ...withIds(BAD_YEARS, (year) => [
          { method: 'GET', path: `/api/archive/${year}/sites` },
          { method: 'GET', path: `/api/archive/${year}/events` },
          { method: 'GET', path: `/api/archive/${year}/events/event.x` },
        ]),
      ],
    },
    {
      name: 'POST /api/contact',
      session: 'none',
      format: 'form',
      cases: [
        ...json('POST', '/api/contact', jsonBodyVariants(contact, contactFields, { form: true })),
        ...json('POST', '/api/contact', formBodyVariants(contact, contactFields)),
      ],
    },
    {
      name: 'POST /api/newsletter',
      session: 'none',
      format: 'form',
      cases: [
        ...json('POST', '/api/newsletter', jsonBodyVariants(newsletter, newsletterFields, { form: true })),
        ...json('POST', '/api/newsletter', formBodyVariants(newsletter, newsletterFields)),
      ],
    },
    {
      name: 'POST /api/auth/sign-in/magic-link',
      session: 'none',
      format: 'auth',
      cases: json(
        'POST',
        '/api/auth/sign-in/magic-link',
        jsonBodyVariants({ email: 'someone@example.org', callbackURL: '/my-ohc' }, [
          { name: 'email', kind: 'email', required: true },
          { name: 'callbackURL', kind: 'url', required: false },
        ]),
      ),
    },
    {
      name: 'GET /api/auth/magic-link/verify',
      session: 'none',
      format: 'auth',
      // A link opened in a browser: a bad token goes back to the site with ?error=…, no session.
      refusedOtherwise: (status, location) => status >= 300 && status < 400 && /[?&]error=/.test(location ?? ''),
      cases: query('/api/auth/magic-link/verify', { token: 'NotARealTokenAtAll0123456789abcd', callbackURL: '/' }, [
        { name: 'token', kind: 'token', required: true },
        { name: 'callbackURL', kind: 'url', required: false },
      ]),
    },
    {
      name: 'POST /api/auth/update-user',
      session: 'required',
      format: 'auth',
      cases: json(
        'POST',
        '/api/auth/update-user',
        jsonBodyVariants({ name: 'Alice Example' }, [{ name: 'name', kind: 'text', required: false }], { requireSome: true }),
      ),
    },
    {
      name: 'POST /api/auth/revoke-session',
      session: 'required',
      format: 'auth',
      // Any text may name a session; one that is not the caller's is revoked as a no-op, by design.
      cases: json(
        'POST',
        '/api/auth/revoke-session',
        jsonBodyVariants({ token: 'not-a-session-token' }, [{ name: 'token', kind: 'text', required: true }]),
      ),
    },
    {
      name: 'POST /api/auth/delete-user',
      session: 'required',
      format: 'auth',
      as: 'carol',
      invalidOnly: true,
      cases: json(
        'POST',
        '/api/auth/delete-user',
        jsonBodyVariants({ callbackURL: '/' }, [{ name: 'callbackURL', kind: 'url', required: false }]),
      ),
    },
    {
      name: 'GET /api/draft-mode/enable',
      session: 'none',
      format: 'site',
      cases: query('/api/draft-mode/enable', { 'sanity-preview-secret': 'not-the-secret', 'sanity-preview-pathname': '/' }, [
        { name: 'sanity-preview-secret', kind: 'token', required: true },
        { name: 'sanity-preview-pathname', kind: 'url', required: false },
      ]).filter((c) => c.expect === 'invalid'),
    },
  ]
}
