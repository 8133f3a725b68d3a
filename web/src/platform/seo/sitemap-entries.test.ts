import { afterEach, describe, expect, it, vi } from 'vitest'
import { sitemapContentSchema, sitemapEntries } from './sitemap-entries'

afterEach(() => vi.unstubAllEnvs())

describe('sitemapEntries', () => {
  it('lists the fixed pages, routed centre pages and content paths as absolute URLs, once each', () => {
    vi.stubEnv('OHC_SITE_URL', 'https://openhousechicago.org')
    const urls = sitemapEntries(
      sitemapContentSchema.parse({
        sites: ['abernathy-cold-storage', 'a/b c'],
        events: ['talk-2026'],
        tours: ['bus'],
        neighborhoods: ['loop'],
        stops: ['trail-stop-1'],
        pages: ['about', 'about/contact-us', 'test', 'home', 'not-a-route'],
        archivedYears: [2025, 2024],
      }),
    ).map((e) => e.url.replace('https://openhousechicago.org', ''))
    expect(urls).toEqual([
      '/',
      '/sites',
      '/events',
      '/tours',
      '/neighborhoods',
      '/stops',
      '/archive',
      '/archive/sites/images',
      '/about',
      '/about/contact-us',
      '/sites/abernathy-cold-storage',
      '/sites/a/b%20c',
      '/events/talk-2026',
      '/tours/bus',
      '/neighborhoods/loop',
      '/stops/trail-stop-1',
      '/archive/2025',
      '/archive/2024',
    ])
  })
  it('lists a translated page in each language, at its own slug where a translation gives one', () => {
    vi.stubEnv('OHC_SITE_URL', 'https://openhousechicago.org')
    const entries = sitemapEntries(
      sitemapContentSchema.parse({
        events: ['talk-2026'],
        translatedSlugs: [{ base: '/events', slug: 'talk-2026', translations: [{ language: 'es', slug: 'charla-2026' }] }],
      }),
      { default: 'en', others: ['es'] },
    ).filter((e) => e.url.includes('2026'))
    const expected = {
      en: 'https://openhousechicago.org/events/talk-2026',
      es: 'https://openhousechicago.org/es/events/charla-2026',
      'x-default': 'https://openhousechicago.org/events/talk-2026',
    }
    expect(entries.map((e) => e.url)).toEqual([expected.en, expected.es])
    for (const entry of entries) expect(entry.alternates?.languages).toEqual(expected)
  })
  it('still lists the fixed pages when the content is empty', () => {
    expect(sitemapEntries(sitemapContentSchema.parse({})).length).toBe(8)
  })
})
