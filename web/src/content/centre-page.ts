import { cache } from 'react'
import { z } from 'zod'
import { isBodyMember } from './body'
import { pageByPathQuery } from '@/content/sanity/queries/pages'
import type { Item, ResultOf } from './contract'
import { oneReader, read } from './reader'

// A centre page (`page` document) by its path, shaped for the template. The body stays the
// stored Portable Text, typed by the schema, for the blocks to render.

/** A block of the body as the query projects it (members-only content emptied). */
type PageBlock = Item<NonNullable<ResultOf<typeof pageByPathQuery>>['body']>

const image = z.object({ alt: z.string().default(''), ref: z.string() })

const centrePageRecord = z.object({
  title: z.string(),
  path: z.string(),
  hero: z.object({ heading: z.string().optional(), subheading: z.string().optional(), image: image.optional() }).optional(),
  seo: z.object({ title: z.string().optional(), description: z.string().optional(), image: image.optional() }).optional(),
  body: z.array(z.custom<PageBlock>(isBodyMember)).default([]),
})

export type CentrePage = z.output<typeof centrePageRecord>

const pageReader = oneReader({ query: pageByPathQuery, record: centrePageRecord.nullable(), tags: ['page'] })

/** The home page's document is read by the home template, not served at /home. */
const NOT_CENTRE_PAGES = new Set(['home'])

export const getCentrePage = cache(async (path: string, draft: boolean): Promise<CentrePage | null> => {
  if (NOT_CENTRE_PAGES.has(path)) return null
  return read(pageReader, { path }, { draft })
})
