import { describe, expect, inject, it } from 'vitest'
import { LANGUAGE_PREFIX_HEADER } from '@/platform/language-segment'

// Every page at one address per language, against the real server: the default language's
// addresses as they always were, another language's under its tag (/es/…), the default's tag sent
// back to the address without it, a language the festival does not offer a 404, and the pages
// that send a visitor elsewhere keeping them in their language.

const base = inject('baseURL')
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]

describe('one address per page and language', () => {
  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/sites', 'en'],
    ['/es/sites', 'es'],
    ['/es/sites/abernathy-cold-storage', 'es'],
    ['/es/events', 'es'],
    ['/es/about', 'es'],
    ['/es/iframe/sites', 'es'],
  ])('%s answers 200 in <html lang="%s">', async (path, language) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(htmlLang(await response.text())).toBe(language)
  })

  it('a filtered list in another language is its cached results page, in that language', async () => {
    const response = await get('/es/sites?neighborhood=andersonville')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(htmlLang(html)).toBe('es')
    expect(html).toContain('data-template="sites-list"')
  })

  it.each([
    ['/en', '/'],
    ['/en/sites', '/sites'],
    ['/en/sites?neighborhood=andersonville', '/sites?neighborhood=andersonville'],
    ['/en/sites/abernathy-cold-storage', '/sites/abernathy-cold-storage'],
  ])('%s, the default language named, is sent to its one address %s', async (path, to) => {
    const response = await get(path)
    expect(response.status).toBe(308)
    const location = new URL(response.headers.get('location') ?? '', base)
    expect(`${location.pathname}${location.search}`).toBe(to)
    // and that address answers, without another redirect
    expect((await get(to)).status).toBe(200)
  })

  it('a language the festival does not offer has no pages', async () => {
    expect((await get('/fr/sites')).status).toBe(404)
    expect((await get('/fr')).status).toBe(404)
  })

  it('the Studio, the API and the app’s own files have no language', async () => {
    expect((await get('/es/api/sites')).status).toBe(404)
    expect((await get('/api/sites?lang=es')).headers.get('content-language')).toBe('es')
    expect((await get('/opengraph-image')).status).toBe(200)
  })
})

describe('pages that send a visitor elsewhere keep their language', () => {
  it('a signed-out visitor of /es/my-ohc signs in on /es/login and comes back to /es/my-ohc', async () => {
    const response = await get('/es/my-ohc/events')
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location') ?? '', base)
    expect(location.pathname).toBe('/es/login')
    expect(location.searchParams.get('callbackURL')).toBe('/es/my-ohc/events')
  })

  it('the frame’s My OHC sends a signed-out visitor to the frame’s sign-in in the same language', async () => {
    const response = await get('/es/iframe/my-ohc')
    const location = new URL(response.headers.get('location') ?? '', base)
    expect(location.pathname).toBe('/es/iframe/login')
    expect(location.searchParams.get('callbackURL')).toBe('/es/iframe/my-ohc')
  })

  it('a visitor cannot choose the language prefix with a header: the proxy sets it from the address', async () => {
    const response = await get('/my-ohc', { headers: { [LANGUAGE_PREFIX_HEADER]: '/es' } })
    const location = new URL(response.headers.get('location') ?? '', base)
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('callbackURL')).toBe('/my-ohc')
  })
})

describe('a page’s rules hold in every language', () => {
  it('/es/my-ohc is never kept by a shared cache', async () => {
    const response = await get('/es/my-ohc')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('vary') ?? '').toMatch(/cookie/i)
  })

  it('/es/iframe pages may be framed by the embedders and stay out of indexes, like /iframe', async () => {
    const response = await get('/es/iframe/sites')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors [^;]*'self'/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const site = await get('/es/sites')
    expect(site.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('/es/host may use the camera, like /host', async () => {
    const response = await get('/es/host')
    expect(response.headers.get('permissions-policy')).toContain('camera=(self)')
  })
})

describe('search engines find each language’s page', () => {
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1] ?? '',
        new URL(m[2] ?? '').pathname,
      ]),
    )

  /** Each language's address of a page whose slug differs by language answers 200 and names the same set. */
  async function expectEachNamesTheSet(expected: Record<'en' | 'es' | 'x-default', string>) {
    for (const path of [expected.es, expected.en]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(alternatesOf(await page.text()), path).toEqual(expected)
    }
  }

  it('a translated page names its address in each language and x-default, and each answers 200 naming the same set', async () => {
    const html = await (await get('/es/sites/abernathy-cold-storage')).text()
    const alternates = alternatesOf(html)
    expect(alternates).toEqual({
      en: '/sites/abernathy-cold-storage',
      es: '/es/sites/abernathy-cold-storage',
      'x-default': '/sites/abernathy-cold-storage',
    })
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es\/sites\/abernathy-cold-storage"/)
    expect(html).toContain('<meta property="og:locale" content="es"')
    for (const path of Object.values(alternates)) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(alternatesOf(await page.text()), path).toEqual(alternates)
    }
  })

  it('the home page is /es in Spanish, and names both with x-default, in Spanish words', async () => {
    const html = await (await get('/es')).text()
    expect(alternatesOf(html)).toEqual({ en: '/', es: '/es', 'x-default': '/' })
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es"/)
    expect(html).toMatch(/<html lang="es"/)
    expect(html).toContain('Lugares destacados')
    expect(html).toContain('<div data-template="home" lang="es">')
    const english = await (await get('/')).text()
    expect(english).toContain('Featured sites')
    expect(alternatesOf(english)).toEqual({ en: '/', es: '/es', 'x-default': '/' })
  })

  it('the events list in Spanish: its words, its days and its filters’ chips, the filtered page in Spanish too', async () => {
    const html = await (await get('/es/events')).text()
    expect(html).toContain('<div data-template="events-list" lang="es">')
    expect(html).toMatch(/<h1>Actividades<\/h1>/)
    expect(html).toContain('sábado, 17 de octubre')
    expect(alternatesOf(html)).toEqual({ en: '/events', es: '/es/events', 'x-default': '/events' })
    const filtered = await (await get('/es/events?category=talk&price=free')).text()
    expect(filtered).toContain('aria-label="Quitar el filtro: Charlas y conferencias"')
    expect(filtered).toContain('href="/es/events?price=free"')
    expect(filtered).toMatch(/\d+ actividad(es cumplen| cumple) tus filtros \(de \d+\)/)
  })

  it('an event whose Spanish slug differs names each language’s own address, and each names the same set', async () => {
    const expected = {
      en: '/events/behind-the-scenes-at-novak-center-2026',
      es: '/es/events/detras-de-escena-en-novak-center-2026',
      'x-default': '/events/behind-the-scenes-at-novak-center-2026',
    }
    await expectEachNamesTheSet(expected)
  })

  it('the tours list in Spanish: its words, the tours’ translations, their days and prices as Spanish writes them', async () => {
    const html = await (await get('/es/tours')).text()
    expect(html).toContain('<div data-template="tours-list" lang="es">')
    expect(html).toMatch(/<h1>Recorridos<\/h1>/)
    expect(html).toContain('Lo mejor de la arquitectura en autobús')
    expect(html).toContain('href="/es/tours/lo-mejor-de-la-arquitectura-en-autobus"')
    expect(html).toContain('Todos los días')
    expect(html).toMatch(/Desde 28\sUS\$/)
    expect(alternatesOf(html)).toEqual({ en: '/tours', es: '/es/tours', 'x-default': '/tours' })
  })

  it('a tour whose Spanish slug differs names each language’s own address, in Spanish words with the editors’ English marked', async () => {
    const expected = {
      en: '/tours/architecture-highlights-by-bus',
      es: '/es/tours/lo-mejor-de-la-arquitectura-en-autobus',
      'x-default': '/tours/architecture-highlights-by-bus',
    }
    await expectEachNamesTheSet(expected)
    const html = await (await get(expected.es)).text()
    expect(html).toContain('<article data-template="tour" lang="es">')
    expect(html).toContain('>Sobre este recorrido</h2>')
    expect(html).toContain('<dt>Horario</dt>')
    // The price tiers' labels have no translation: shown in English, and marked so.
    expect(html).toMatch(/<span lang="en">Adult<\/span>/)
  })

  it('the neighborhoods in Spanish: the list’s count and the page’s sites, map and places nearby in Spanish words', async () => {
    const list = await (await get('/es/neighborhoods')).text()
    expect(list).toContain('<div data-template="neighborhoods-list" lang="es">')
    expect(list).toMatch(/<h1>Barrios<\/h1>/)
    expect(list).toMatch(/Participan \d+ barrios este año/)
    expect(alternatesOf(list)).toEqual({ en: '/neighborhoods', es: '/es/neighborhoods', 'x-default': '/neighborhoods' })
    const page = await (await get('/es/neighborhoods/andersonville')).text()
    expect(page).toContain('<div data-template="neighborhood" lang="es">')
    expect(page).toMatch(/\d+ lugar(es abiertos)? (abierto )?en \d{4}<\/h2>/)
    expect(page).toContain('aria-label="Lugares en Andersonville"')
    expect(page).toContain('href="/es/sites/')
    expect(alternatesOf(page)).toEqual({
      en: '/neighborhoods/andersonville',
      es: '/es/neighborhoods/andersonville',
      'x-default': '/neighborhoods/andersonville',
    })
  })

  it('the trails in Spanish, and a stop at its Spanish slug naming each language’s own address', async () => {
    const list = await (await get('/es/stops')).text()
    expect(list).toContain('<div data-template="stops-list" lang="es">')
    expect(list).toMatch(/<h1>Rutas y paradas<\/h1>/)
    expect(list).toMatch(/A pie · \d+,\d mi · [^<]*· \d+ paradas/)
    expect(list).toContain('href="/es/stops/los-bulevares-en-bicicleta-parada-1"')
    await expectEachNamesTheSet({
      en: '/stops/boulevards-by-bike-stop-1',
      es: '/es/stops/los-bulevares-en-bicicleta-parada-1',
      'x-default': '/stops/boulevards-by-bike-stop-1',
    })
    const stop = await (await get('/es/stops/los-bulevares-en-bicicleta-parada-1')).text()
    expect(stop).toContain('<article data-template="stop" lang="es">')
    expect(stop).toContain('Escultura «Veleta», de Underhill</h1>')
    expect(stop).toMatch(/Parada 1 de \d+ de /)
  })

  it('the editors’ footer menu in Spanish from its translations; a label left untranslated is English, marked so', async () => {
    // The footer's menu: the header's changes with the festival's phase (the browser tests read it).
    const html = await (await get('/es/sites')).text()
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
    expect(footer).toMatch(/<a href="\/es\/about">Quiénes somos<\/a>/)
    expect(footer).toMatch(/<a lang="en" href="\/es\/ohc-home">Center home<\/a>/)
    const english = await (await get('/sites')).text()
    expect(english).toMatch(/<a href="\/about">About us<\/a>/)
  })

  it('an address not found in Spanish answers 404 with the whole page in Spanish; a visitor cannot choose its language by header', async () => {
    const spanish = await get('/es/sites/no-such-building', { headers: { accept: 'text/html' } })
    expect(spanish.status).toBe(404)
    const html = await spanish.text()
    expect(htmlLang(html)).toBe('es')
    expect(html).toContain('<h1>No encontramos la página</h1>')
    expect(html).toContain('<a href="/es/sites"')
    const english = await get('/sites/no-such-building', { headers: { accept: 'text/html', [LANGUAGE_PREFIX_HEADER]: '/es' } })
    expect(english.status).toBe(404)
    const page = await english.text()
    expect(htmlLang(page)).toBe('en')
    expect(page).toContain('<h1>Page Not Found</h1>')
  })

  it('a page not yet translated names only its default-language address, so its Spanish copy is not indexed', async () => {
    const html = await (await get('/es/archive')).text()
    expect(alternatesOf(html)).toEqual({})
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/archive"/)
    // Its words are the default language's, and say so.
    expect(html).toMatch(/<main id="main" tabindex="-1" lang="en"/i)
  })

  it('the sitemap lists a translated page in each language with its alternates, and others once', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const entry = (path: string) => new RegExp(`<url>\\s*<loc>[^<]*${path.replaceAll('/', '\\/')}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1]
    for (const path of ['/sites/abernathy-cold-storage', '/es/sites/abernathy-cold-storage']) {
      const links = entry(path)
      expect(links, path).toBeDefined()
      expect(links).toContain('hreflang="es"')
      expect(links).toContain('hreflang="x-default"')
    }
    expect(xml).not.toMatch(/<loc>[^<]*\/es\/archive</)
    expect(entry('/archive')).not.toContain('hreflang')
    expect(entry('/es/events')).toContain('hreflang="x-default"')
    // An event at its Spanish slug, naming its English address.
    expect(entry('/es/events/detras-de-escena-en-novak-center-2026')).toMatch(
      /hreflang="en" href="[^"]*\/events\/behind-the-scenes-at-novak-center-2026"/,
    )
    expect(xml).not.toMatch(/<loc>[^<]*\/es\/events\/behind-the-scenes-at-novak-center-2026</)
    // And a tour.
    expect(entry('/es/tours/lo-mejor-de-la-arquitectura-en-autobus')).toMatch(
      /hreflang="en" href="[^"]*\/tours\/architecture-highlights-by-bus"/,
    )
  })
})
