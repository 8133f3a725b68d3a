import { beforeAll, describe, expect, inject, it } from 'vitest'
import { CENTRE_PAGES, FRAME_ROUTES } from '@/kernel/page-table/table'
import { demoDocuments, ofType } from '../../../test/demo-dataset'
import { newIp, signedInCookie } from '../../../test/sign-in'

// The framed pages' HTML as the server sends it, before any script runs: every link
// to the site keeps the visitor in the frame (its /iframe version) or opens a new tab, since the
// site's other pages refuse to be framed. Read from the real server's raw HTML, no browser.

const base = inject('baseURL')
const origin = new URL(base).origin

interface Tag {
  name: string
  attributes: Map<string, string>
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#x27': "'", '#39': "'" }
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|apos|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')

/** The <a> and <form> tags of a page's markup (scripts, where the page's data travels, left out). */
function tags(html: string): Tag[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  return [...markup.matchAll(/<(a|form)\b([^>]*)>/gi)].map(([, name = '', attributes = '']) => ({
    name: name.toLowerCase(),
    attributes: new Map(
      [...attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [key.toLowerCase(), decode(value)]),
    ),
  }))
}

const inFrame = (url: URL) => url.pathname === '/iframe' || url.pathname.startsWith('/iframe/')

/** Every link or GET form of the page that would take the frame to a page of the site outside /iframe. */
function leavesTheFrame(html: string, page: string): string[] {
  const here = new URL(page, base)
  return tags(html).flatMap(({ name, attributes }) => {
    const address = name === 'a' ? attributes.get('href') : attributes.get('action')
    if (address === undefined) return []
    const url = URL.parse(address, here)
    if (!url || url.origin !== origin || inFrame(url)) return []
    // A new tab, or a download (the file is saved; the frame stays where it is).
    if (name === 'a' && (attributes.get('target') === '_blank' || attributes.has('download'))) return []
    if (name === 'form' && (attributes.get('method') ?? 'get').toLowerCase() !== 'get') return []
    return [`<${name} ${name === 'a' ? 'href' : 'action'}="${address}">`]
  })
}

async function html(page: string, cookie?: string): Promise<string> {
  const response = await fetch(`${base}${page}`, { headers: { 'x-forwarded-for': newIp(), ...(cookie ? { cookie } : {}) } })
  expect(response.status, page).toBe(200)
  return response.text()
}

const links = (markup: string) => tags(markup).filter((tag) => tag.name === 'a')

const publicPages = [
  ...FRAME_ROUTES.filter((route) => !route.signedIn && !route.sampleMadeByTest).map((route) => route.sample),
  // The centre's pages, served in the frame by the catch-all /iframe/{slug}, with their blocks.
  ...CENTRE_PAGES.map((page) => `/iframe/${page}`),
  // The list's other states: the map (its list of places is links), no results (a link to all).
  '/iframe/sites?view=map',
  '/iframe/sites?neighborhood=no-such-neighborhood',
  '/iframe/events?day=1999-01-01',
]

describe('the framed pages’ HTML', () => {
  it.each([...new Set(publicPages)])('%s links only into the frame, or to a new tab', async (page) => {
    const markup = await html(page)
    expect(leavesTheFrame(markup, page)).toEqual([])
  })

  // So that the test above cannot pass on pages without links: these all link to other pages.
  it.each(FRAME_ROUTES.filter((route) => route.template !== 'login' && !route.signedIn && !route.sampleMadeByTest).map((r) => r.sample))(
    '%s links to other pages in the frame',
    async (page) => {
      const hrefs = links(await html(page)).map((tag) => tag.attributes.get('href') ?? '')
      expect(hrefs.filter((href) => href.startsWith('/iframe/') && !href.startsWith(`${page}#`)).length).toBeGreaterThan(0)
    },
  )

  it('links the sites list to the framed site pages', async () => {
    const hrefs = links(await html('/iframe/sites')).map((tag) => tag.attributes.get('href') ?? '')
    expect(hrefs.filter((href) => href.startsWith('/iframe/sites/')).length).toBeGreaterThan(10)
    expect(hrefs.filter((href) => href.startsWith('/sites/'))).toEqual([])
  })

  describe('signed in', () => {
    let cookie = ''
    let itinerary = ''
    beforeAll(async () => {
      cookie = await signedInCookie()
      const call = (path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { cookie, origin, 'content-type': 'application/json', 'x-forwarded-for': newIp() },
          body: JSON.stringify(body),
        })
      const created = await call('/api/itineraries', { name: 'In the frame' })
      expect(created.status).toBe(201)
      const body: unknown = await created.json()
      const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined
      itinerary = String(typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : '')
      // A site (it has a framed page) and a trail stop (it has none: a new tab).
      const docs = demoDocuments()
      for (const [kind, doc] of [
        ['site', ofType(docs, 'site')[0]],
        ['stop', ofType(docs, 'stop')[0]],
      ] as const) {
        expect((await call(`/api/itineraries/${itinerary}/items`, { kind, refId: doc?._id })).status).toBe(201)
      }
    })

    it.each(FRAME_ROUTES.filter((route) => route.signedIn).map((route) => route.sample))(
      '%s links only into the frame, or to a new tab',
      async (page) => {
        const markup = await html(page, cookie)
        expect(links(markup).some((tag) => tag.attributes.get('href')?.startsWith('/iframe/my-ohc'))).toBe(true)
        expect(leavesTheFrame(markup, page)).toEqual([])
      },
    )

    it('opens a page that has no framed version in a new tab, and keeps the others in the frame', async () => {
      const page = `/iframe/my-ohc/itineraries?id=${encodeURIComponent(itinerary)}`
      const markup = await html(page, cookie)
      expect(leavesTheFrame(markup, page)).toEqual([])
      const all = links(markup)
      const stop = all.find((tag) => tag.attributes.get('href')?.startsWith('/stops/'))
      expect(stop?.attributes.get('target')).toBe('_blank')
      expect(stop?.attributes.get('rel')).toContain('noopener')
      const print = all.find((tag) => tag.attributes.get('href')?.startsWith('/my-ohc/itineraries/print'))
      expect(print?.attributes.get('target')).toBe('_blank')
      expect(all.some((tag) => tag.attributes.get('href')?.startsWith('/iframe/sites/'))).toBe(true)
    })
  })
})
