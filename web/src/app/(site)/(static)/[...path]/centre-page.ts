import { cache } from 'react'
import { z } from 'zod'
import { shapeOne } from '@/api/shape'
import { isBodyMember, type BodyMember } from '@/components/blocks/types'
import { pageByPathQuery } from '@/sanity/queries/pages'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'

// A centre page (`page` document) by its path, shaped for the template. The body stays the
// stored Portable Text, typed by the schema, for the blocks to render.

const image = z.object({ alt: z.string().default(''), ref: z.string() })

const centrePage = z.object({
  title: z.string(),
  path: z.string(),
  hero: z.object({ heading: z.string().optional(), subheading: z.string().optional(), image: image.optional() }).optional(),
  seo: z.object({ title: z.string().optional(), description: z.string().optional(), image: image.optional() }).optional(),
  body: z.array(z.custom<BodyMember>(isBodyMember)).default([]),
})

export type CentrePage = z.output<typeof centrePage>

/** The home page's document is read by the home template, not served at /home. */
const NOT_CENTRE_PAGES = new Set(['home'])

export const getCentrePage = cache(async (path: string, draft: boolean): Promise<CentrePage | null> => {
  if (NOT_CENTRE_PAGES.has(path)) return null
  const raw = await contentSource().query(pageByPathQuery, { path }, { tags: tagsFor('page'), draft })
  return raw ? shapeOne(centrePage, raw) : null
})
