import { z } from 'zod'
import { getSettings, type ReadOptions } from '@/api/content'
import { portableText } from '@/api/records/common'
import { shapeOne } from '@/api/shape'
import { homeQuery } from '@/sanity/queries/home'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'
import { festivalSchema, siteCardSchema, tolerantList } from './records'
import { imageRecord } from '@/api/records/common'

// What the home page shows, read in one query for the current year. Null when the content source
// is down: the page then renders its fallback rather than an error (DESIGN §10).

const homeSchema = z.object({
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

export type HomeContent = z.output<typeof homeSchema> & { year: number }

export async function readHome({ draft }: ReadOptions = {}): Promise<HomeContent | null> {
  try {
    const { currentYear: year } = await getSettings({ draft })
    const raw = await contentSource().query(
      homeQuery,
      { year },
      { tags: tagsFor('settings', 'page', 'festival', 'site', 'event', 'tour', 'neighborhood', 'trail', 'sponsor', 'partner'), draft },
    )
    return { ...shapeOne(homeSchema, raw), year }
  } catch (error) {
    console.error('Home page: content unavailable:', error)
    return null
  }
}
