import { afterEach, describe, expect, it, vi } from 'vitest'
import { serializeJsonLd } from './json-ld'
import { clampDescription, pageMetadata } from './metadata'
import { absoluteUrl, canonicalPath, siteUrl } from './site-url'

afterEach(() => vi.unstubAllEnvs())

describe('siteUrl', () => {
  it('takes OHC_SITE_URL, then BETTER_AUTH_URL, then localhost:$PORT, keeping only the origin', () => {
    expect(siteUrl({ OHC_SITE_URL: 'https://openhousechicago.org/x/y', BETTER_AUTH_URL: 'https://b.example' }).href).toBe(
      'https://openhousechicago.org/',
    )
    expect(siteUrl({ BETTER_AUTH_URL: 'https://b.example' }).href).toBe('https://b.example/')
    expect(siteUrl({ PORT: '4100' }).href).toBe('http://localhost:4100/')
    expect(siteUrl({}).href).toBe('http://localhost:3000/')
  })
  it('refuses a URL that is not http(s) as an invalid base URL', () => {
    expect(() => siteUrl({ OHC_SITE_URL: 'ftp://x' })).toThrow('Invalid base URL: ftp://x. Please provide a valid base URL.')
  })
})

describe('canonicalPath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['sites', '/sites'],
    ['/sites/', '/sites'],
    ['/sites?neighborhood=loop#map', '/sites'],
    ['/archive/sites/a/b//', '/archive/sites/a/b'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected))
})

const SITE = { title: 'Open House Chicago', ogLocale: 'en_US' }

describe('pageMetadata', () => {
  it('names a translated slug’s page at its own slug in each language, each naming the same set', () => {
    vi.stubEnv('OHC_SITE_URL', 'https://openhousechicago.org')
    const site = { ...SITE, languages: { default: 'en', others: ['es', 'fr'] } }
    const paths = { default: '/events/behind-the-scenes', es: '/events/detras-de-escena' }
    const spanish = pageMetadata({ title: 'Detrás de escena', path: '/events/detras-de-escena', language: 'es', paths }, site)
    const english = pageMetadata({ title: 'Behind the scenes', path: '/events/behind-the-scenes', language: 'en', paths }, site)
    const expected = {
      en: 'https://openhousechicago.org/events/behind-the-scenes',
      es: 'https://openhousechicago.org/es/events/detras-de-escena',
      // A language with no slug of its own has the default language's.
      fr: 'https://openhousechicago.org/fr/events/behind-the-scenes',
      'x-default': 'https://openhousechicago.org/events/behind-the-scenes',
    }
    expect(spanish.alternates?.languages).toEqual(expected)
    expect(english.alternates?.languages).toEqual(expected)
    expect(spanish.alternates?.canonical).toBe(expected.es)
    expect(english.alternates?.canonical).toBe(expected.en)
  })

  it('gives an absolute canonical URL on OHC_SITE_URL and a full Open Graph card', () => {
    vi.stubEnv('OHC_SITE_URL', 'https://openhousechicago.org')
    const meta = pageMetadata({ title: 'Sites', description: 'Every building open this year.', path: '/sites/' }, SITE)
    expect(meta.title).toBe('Sites')
    expect(meta.alternates?.canonical).toBe('https://openhousechicago.org/sites')
    expect(meta.openGraph).toMatchObject({
      url: 'https://openhousechicago.org/sites',
      title: 'Sites',
      description: 'Every building open this year.',
      siteName: 'Open House Chicago',
      locale: 'en_US',
    })
    // No image given: the generated card for the title, absolute.
    expect(meta.openGraph?.images).toEqual([{ url: 'https://openhousechicago.org/og?title=Sites', width: 1200, height: 630, alt: 'Sites' }])
    expect(meta.robots).toBeUndefined()
  })

  it("uses the page's own image, made absolute, with its alt text", () => {
    vi.stubEnv('OHC_SITE_URL', 'https://example.org')
    const meta = pageMetadata(
      {
        title: 'A',
        path: '/sites/a',
        image: { url: '/media/images/x-10x20.svg', width: 10, height: 20, alt: 'Front' },
      },
      SITE,
    )
    expect(meta.openGraph?.images).toEqual([{ url: 'https://example.org/media/images/x-10x20.svg', width: 10, height: 20, alt: 'Front' }])
    expect(meta.twitter).toEqual({ card: 'summary_large_image' })
    expect(meta.description).toBeUndefined()
  })

  it('keeps a page out of search engines when asked', () => {
    expect(pageMetadata({ title: 'My OHC', path: '/my-ohc', noindex: true }, SITE).robots).toEqual({ index: false, follow: true })
  })

  it('encodes the title in the generated card URL', () => {
    vi.stubEnv('OHC_SITE_URL', 'https://example.org')
    const images = pageMetadata({ title: 'Rock & Roll / "Loop"', path: '/' }, SITE).openGraph?.images
    expect(images).toEqual([expect.objectContaining({ url: 'https://example.org/og?title=Rock+%26+Roll+%2F+%22Loop%22' })])
  })
})

describe('clampDescription', () => {
  it('leaves short text alone but flattens whitespace', () => expect(clampDescription(' a\n\n b ')).toBe('a b'))
  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60)
    const out = clampDescription(text, 40)
    expect(out.length).toBeLessThanOrEqual(40)
    expect(out).toMatch(/^(word )*word…$/)
  })
})

describe('absoluteUrl', () => {
  it('leaves absolute URLs alone', () => expect(absoluteUrl('https://cdn.sanity.io/a.jpg')).toBe('https://cdn.sanity.io/a.jpg'))
})

describe('serializeJsonLd', () => {
  it('cannot close its <script> early and drops undefined fields', () => {
    const json = serializeJsonLd({ '@type': 'Place', name: '</script><script>alert(1)</script>', url: undefined })
    expect(json).not.toContain('<')
    expect(json).not.toContain('url')
    expect(JSON.parse(json)).toEqual({ '@type': 'Place', name: '</script><script>alert(1)</script>' })
  })
})
