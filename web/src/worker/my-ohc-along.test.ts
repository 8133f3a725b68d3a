import type { Strategy } from 'serwist'
import { describe, expect, it } from 'vitest'
import { myOhcAlong } from './my-ohc-along'

// Which of the member's pages a My OHC page saves along with it: the page of tickets first, then
// the itineraries it links, never itself, and only when the visitor opened the page; with a host
// tool's page, the host's list of sites. The saving
// itself (the personal cache, the worker) is tested in Chromium by e2e/my-places.spec.ts.

/** A strategy that notes what it is asked to fetch and answers each with an empty page. */
function noting() {
  const asked: string[] = []
  const strategy = {
    handleAll: ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search)
      return [Promise.resolve(new Response('')), Promise.resolve()]
    },
  } as unknown as Strategy
  return { asked, strategy }
}

const event = { waitUntil: () => undefined } as unknown as ExtendableEvent
const opened = (path: string, mode: RequestMode = 'navigate') => ({ url: `http://localhost${path}`, mode }) as Request
const html = (...hrefs: string[]) => new Response(`<html><body>${hrefs.map((h) => `<a href="${h}">x</a>`).join('')}</body></html>`)
const itineraries = Array.from({ length: 12 }, (_, i) => `/my-ohc/itineraries?id=it-${i}`)

async function along(path: string, page: Response, mode?: RequestMode) {
  const { asked, strategy } = noting()
  await myOhcAlong(strategy).cacheDidUpdate!({
    request: opened(path, mode),
    newResponse: page,
    event,
    cacheName: 'ohc-personal',
    state: {},
  })
  return asked
}

describe('myOhcAlong', () => {
  it('saves the page of tickets first, then at most ten itineraries', async () => {
    const asked = await along('/my-ohc', html('/my-ohc', '/my-ohc/itineraries', '/my-ohc/places', ...itineraries, '/my-ohc/places'))
    expect(asked).toEqual(['/my-ohc/places', '/my-ohc/itineraries', ...itineraries.slice(0, 9)])
  })

  it('saves the tickets along with a My OHC page in another language, at its address in that language', async () => {
    expect(await along('/es/my-ohc', html('/es/my-ohc', '/es/my-ohc/places', '/es/my-ohc/itineraries?id=it-1'))).toEqual([
      '/es/my-ohc/places',
      '/es/my-ohc/itineraries?id=it-1',
    ])
  })

  it('never saves the page itself again, and keeps the frame’s pages to the frame', async () => {
    expect(await along('/my-ohc/places', html('/my-ohc/places', '/my-ohc'))).toEqual([])
    expect(await along('/iframe/my-ohc', html('/iframe/my-ohc/places'))).toEqual(['/iframe/my-ohc/places'])
  })

  it('saves the host’s list of sites along with a host tool’s page, and nothing else of the site', async () => {
    expect(await along('/host/abernathy-cold-storage', html('/host', '/sites/abernathy-cold-storage', '/'))).toEqual(['/host'])
    expect(await along('/host', html('/host', '/host/abernathy-cold-storage'))).toEqual([])
  })

  it('saves nothing along with a page fetched along', async () => {
    expect(await along('/my-ohc', html('/my-ohc/places'), 'same-origin')).toEqual([])
  })
})
