import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { escapeHTML } from '@portabletext/to-html'
import { describe, expect, inject, it } from 'vitest'
import { demoDocuments, demoYears, ofType } from './demo-dataset'
import { nextYear, runRosterImport } from './own-server'
import { newEmail, newIp, sessionCookie, signIn } from './sign-in'

// Members-only details (fragments.ts withholds them in the query) reach a signed-in member and
// nobody else: not a signed-in non-member, not the public API, not the static site page's HTML
// or RSC payload. The same user becomes a member by the roster import, run as an operator would.

const baseURL = inject('baseURL')
const sqliteFile = inject('sqliteFile')

const docs = demoDocuments()
const { current } = demoYears(docs)
type Doc = Record<string, unknown>
const edition = (site: Doc) => (site.editions as Doc[] | undefined)?.find((e) => e.year === current)

// A members-only site this year with an address and a visitor experience to withhold.
const site = ofType(docs, 'site').find(
  (s) => edition(s)?.membersOnly === true && typeof edition(s)?.visitorExperience === 'string' && s.address,
)
const siteAddress = String((site?.address as Doc | undefined)?.street)
const siteExperience = String(site && edition(site)?.visitorExperience)
const siteSlug = String((site?.slug as Doc | undefined)?.current)
// A members-only event this year with a venue address and a ticket link.
const event = ofType(docs, 'event').find(
  (e) =>
    e.year === current &&
    e.membersOnly === true &&
    typeof e.ticketUrl === 'string' &&
    typeof (e.venue as Doc | undefined)?.address === 'string',
)
const eventAddress = String((event?.venue as Doc | undefined)?.address)
const eventTicket = String(event?.ticketUrl)
const eventSlug = String((event?.slug as Doc | undefined)?.current)

const secrets = () => [siteAddress, siteExperience]
const get = (pathname: string, cookie?: string, extra: Record<string, string> = {}) =>
  fetch(`${baseURL}${pathname}`, { headers: { ...(cookie && { cookie }), ...extra } })

function makeMember(email: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ohc-roster-')), 'roster.csv')
  writeFileSync(file, `e-mail,level,expires\n"${email}",Individual,${nextYear()}\n`)
  const result = runRosterImport({ OHC_SQLITE_FILE: sqliteFile }, file)
  expect(result.status, result.err).toBe(0)
}

describe('members-only details', () => {
  it('the demo dataset has a members-only site and event to check', () => {
    expect(site).toBeDefined()
    expect(event).toBeDefined()
  })

  it('withholds them from a signed-in non-member in the API, then shows them once the roster import makes the user a member', async () => {
    const email = newEmail()
    const cookie = sessionCookie((await signIn(email, newIp())).opened)
    const siteApi = `/api/sites/${String(site?._id)}`
    const eventApi = `/api/events/${String(event?._id)}`

    for (const [pathname, hidden] of [
      [siteApi, secrets()],
      ['/api/sites', secrets()],
      [eventApi, [eventAddress, eventTicket]],
      ['/api/events', [eventAddress, eventTicket]],
    ] as const) {
      const response = await get(pathname, cookie)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('vary')).toMatch(/cookie/i)
      const text = await response.text()
      for (const secret of hidden) expect(text, `${pathname} to a non-member`).not.toContain(secret)
    }

    makeMember(email.toUpperCase())

    const siteJson = await (await get(siteApi, cookie)).json()
    expect(siteJson.data.fields.address.street).toBe(siteAddress)
    expect(siteJson.data.fields.edition.visitorExperience).toBe(siteExperience)
    const eventJson = await (await get(eventApi, cookie)).json()
    expect(eventJson.data.fields.venue.address).toBe(eventAddress)
    expect(eventJson.data.fields.ticketUrl).toBe(eventTicket)
    const list = await (await get('/api/sites', cookie)).text()
    expect(list).toContain(siteAddress)

    // The public answer is still the visitor's, and may be cached by a CDN.
    const publicSite = await get(siteApi)
    expect(publicSite.headers.get('cache-control')).toMatch(/^public/)
    const publicText = await publicSite.text()
    for (const secret of secrets()) expect(publicText).not.toContain(secret)
  })

  it("gives a page's members-only block to a member only, as the server's HTML", async () => {
    const testPage = docs.find((d) => d._type === 'page' && d.path === 'test')
    const body: unknown[] = Array.isArray(testPage?.body) ? testPage.body : []
    const block = body.find(
      (b): b is { _key: string; content: { children?: { text?: string }[] }[] } =>
        typeof b === 'object' && b !== null && Reflect.get(b, '_type') === 'memberOnlyBlock',
    )
    const firstText = block?.content.find((c) => c.children?.[0]?.text)?.children?.[0]?.text
    expect(firstText, 'the demo test page has a members-only block with text').toBeTruthy()
    const url = `/api/member-content?page=test&key=${block?._key}`
    const email = newEmail()
    const cookie = sessionCookie((await signIn(email, newIp())).opened)
    expect((await get(url, cookie)).status).toBe(403)

    makeMember(email)
    const response = await get(url, cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const json = await response.json()
    expect(json.html).toContain(`>${escapeHTML(String(firstText))}`)
    expect(json.content).toEqual(block?.content)
  })

  const pages: [string, () => string, () => string, () => string[]][] = [
    ['site', () => `/sites/${siteSlug}`, () => String(site?.name), secrets],
    ['event', () => `/events/${eventSlug}`, () => String(event?.title), () => [eventAddress, eventTicket]],
  ]
  for (const [kind, page, title, hidden] of pages)
    it(`never puts them in the static ${kind} page, in its HTML or its RSC payload, even for a member`, async (context) => {
      const probe = await get(page())
      // The page arrives with the public pages; until it is on main there is nothing to check.
      if (probe.status === 404) context.skip()
      expect(probe.status).toBe(200)
      const email = newEmail()
      const cookie = sessionCookie((await signIn(email, newIp())).opened)
      makeMember(email)
      for (const who of [undefined, cookie]) {
        for (const extra of [{}, { RSC: '1' }] as Record<string, string>[]) {
          const response = await get(page(), who, extra)
          expect(response.status).toBe(200)
          const text = await response.text()
          expect(text).toContain(title())
          for (const secret of hidden()) expect(text, `${page()} ${JSON.stringify(extra)}`).not.toContain(secret)
        }
      }
    })
})
