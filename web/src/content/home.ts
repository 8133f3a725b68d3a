import { z } from 'zod'
import { homeQuery } from '@/content/sanity/queries/home'
import { oneReader, read, type ReadOptions } from './reader'
import { imageRecord, portableText } from './records/common'
import { festivalSchema, siteCardSchema, tolerantList } from './records/home'
import { getSettings } from './settings'

// What the home page shows, read in one query for the current year. Null when the content source is
// down: the page then renders its fallback rather than an error: a content outage must not take
// pages down.

const homeRecord = z.object({
  links: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      donateUrl: z.url().optional(),
      membershipUrl: z.url().optional(),
    })
    .default({}),
  page: z
    .object({
      title: z.string().optional(),
      seo: z.object({ title: z.string().optional(), description: z.string().optional(), image: imageRecord.optional() }).optional(),
      hero: z.object({ heading: z.string().optional(), subheading: z.string().optional(), image: imageRecord.optional() }).optional(),
      body: portableText.optional(),
    })
    .optional(),
  festival: festivalSchema.extend({ featuredSites: tolerantList(siteCardSchema, 'featured site') }).optional(),
  counts: z.object({
    sites: z.number().int(),
    events: z.number().int(),
    tours: z.number().int(),
    neighborhoods: z.number().int(),
    trails: z.number().int(),
  }),
})

export type HomeContent = z.output<typeof homeRecord> & { year: number }

const homeReader = oneReader({
  query: homeQuery,
  record: homeRecord,
  tags: ['settings', 'page', 'festival', 'site', 'event', 'tour', 'neighborhood', 'trail', 'sponsor', 'partner'],
})

/** The home page's content; the featured sites' words in `lang` (null or absent: the default language's). */
export async function readHome({ draft, lang = null }: ReadOptions & { lang?: string | null } = {}): Promise<HomeContent | null> {
  try {
    const { currentYear: year } = await getSettings({ draft })
    return { ...(await read(homeReader, { year, lang }, { draft })), year }
  } catch (error) {
    console.error('Home page: content unavailable:', error)
    return null
  }
}
