import { cache } from 'react'
import { z } from 'zod'
import { chromeQuery } from '@/content/sanity/queries'
import { FALLBACK_TITLE } from './fallback-title'
import { oneReader, read } from './reader'

// The settings the header and footer show, in a page's language: a menu label or the banner's
// message without a translation is the default language's, and says so (`translated`), for its
// `lang`. A failure here must never take a page down: the chrome falls back to the built-in menu
// below and the page renders.

const link = z.object({ label: z.string(), href: z.string(), translated: z.boolean().nullish() })

const chromeRecord = z.object({
  title: z.string().default(FALLBACK_TITLE),
  tagline: z.string().nullish(),
  currentYear: z.number().int().nullish(),
  mainMenu: z
    .array(link)
    .nullish()
    .transform((v) => v ?? []),
  footerMenu: z
    .array(link)
    .nullish()
    .transform((v) => v ?? []),
  socialLinks: z
    .array(z.object({ platform: z.string(), url: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  announcement: z
    .object({
      enabled: z.boolean().nullish(),
      message: z.string().nullish(),
      href: z.string().nullish(),
      /** The banner shows from `startsAt` until `endsAt` (datetimes), each optional. */
      startsAt: z.string().nullish(),
      endsAt: z.string().nullish(),
      translated: z.boolean().nullish(),
    })
    .nullish(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
  contactEmail: z.string().nullish(),
  donateUrl: z.string().nullish(),
  membershipUrl: z.string().nullish(),
  ticketsUrl: z.string().nullish(),
})

export type Chrome = z.output<typeof chromeRecord>

export const FALLBACK_CHROME: Chrome = {
  title: FALLBACK_TITLE,
  mainMenu: [
    { label: 'Sites', href: '/sites' },
    { label: 'Events', href: '/events' },
    { label: 'Neighborhoods', href: '/neighborhoods' },
    { label: 'Tours', href: '/tours' },
    { label: 'Archive', href: '/archive' },
  ],
  footerMenu: [
    { label: 'About us', href: '/about' },
    { label: 'Contact us', href: '/about/contact-us' },
  ],
  socialLinks: [],
}

const chromeReader = oneReader({ query: chromeQuery, record: chromeRecord.nullable(), tags: ['settings'] })

/**
 * Once per request and language, however many components ask. `lang`: the page's language when it
 * is not the default (contentLang), else null for the settings' own words.
 */
export const getChrome = cache(async ({ draft = false, lang = null }: { draft?: boolean; lang?: string | null } = {}): Promise<Chrome> => {
  try {
    return (await read(chromeReader, { lang }, { draft })) ?? FALLBACK_CHROME
  } catch (error) {
    console.error('Page chrome: settings unavailable:', error)
    return FALLBACK_CHROME
  }
})
