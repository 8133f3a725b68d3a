import { z } from 'zod'
import { TOUR_MODES, TRAIL_MODES, valuesOf } from '@ohc/schemas/names'
import { imageRecord } from './common'
import { festivalSchema, figuresSchema, siteCardSchema, tolerantList } from './home'

// The shapes of the archive's reads (see web/src/content/sanity/queries/archive.ts).

export const festivalYearSchema = z.object({
  year: z.number().int(),
  title: z.string().optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  figures: figuresSchema.default({}),
})

export type FestivalYear = z.output<typeof festivalYearSchema>

export const archivedEventSchema = z.object({
  title: z.string(),
  slug: z.string(),
  start: z.iso.datetime({ offset: true }),
  timeZone: z.string().optional(),
  venue: z.string().optional(),
  membersOnly: z.boolean().default(false),
  cancelled: z.boolean().default(false),
})

export type ArchivedEvent = z.output<typeof archivedEventSchema>

export const archivedYearSchema = z.object({
  festival: festivalSchema.optional(),
  sites: tolerantList(siteCardSchema, 'archived site'),
  events: tolerantList(archivedEventSchema, 'archived event'),
  tours: tolerantList(
    z.object({
      title: z.string(),
      slug: z.string(),
      mode: z.enum(valuesOf(TOUR_MODES)).optional(),
      site: z.object({ name: z.string(), slug: z.string() }).optional(),
    }),
    'archived tour',
  ),
  trails: tolerantList(
    z.object({ title: z.string(), slug: z.string(), mode: z.enum(valuesOf(TRAIL_MODES)).optional(), distanceKm: z.number().optional() }),
    'archived trail',
  ),
})

export type ArchivedYear = z.output<typeof archivedYearSchema> & { festival: NonNullable<z.output<typeof archivedYearSchema>['festival']> }

export const archiveImagesSchema = tolerantList(
  z.object({
    year: z.number().int(),
    sites: tolerantList(z.object({ name: z.string(), slug: z.string(), image: imageRecord }), 'archived site image'),
  }),
  'archive year of images',
)

export type ArchiveImageYear = z.output<typeof archiveImagesSchema>[number]
