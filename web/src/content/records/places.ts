import { z } from 'zod'
import { POI_CATEGORIES, TRAIL_MODES, valuesOf } from '@ohc/schemas/names'
import { geopoint, imageRecord, placeLocation, record, refSummary, untranslated } from './common'
import { publicTrail } from '@/kernel/geo/public-location'

const neighborhoodFields = z.object({
  // "Name", capitalised: the field name earlier consumers of this API read.
  Name: z.string(),
  slug: z.string(),
  description: z.string().optional(),
  image: imageRecord.optional(),
  center: geopoint.optional(),
  boundary: z.array(geopoint).default([]),
  years: z.array(z.number().int()).default([]),
  untranslated,
})

/** What the query projects; the site count is added from the same answer (see toNeighborhoodRecords). */
export const neighborhoodQueryRecord = record(neighborhoodFields)

export const neighborhoodRecord = record(neighborhoodFields.extend({ siteCount: z.number().int() })).meta({ id: 'Neighborhood' })

const neighborhoodsAnswer = z.object({
  neighborhoods: z.array(z.looseObject({ id: z.string(), fields: z.looseObject({}) })).default([]),
  siteNeighborhoods: z.array(z.string().nullable()).default([]),
})

/** Gives each neighborhood the number of that year's sites in it, counted in one pass. */
export function toNeighborhoodRecords(raw: unknown): unknown[] {
  const { neighborhoods, siteNeighborhoods } = neighborhoodsAnswer.parse(raw ?? {})
  const counts = new Map<string, number>()
  for (const ref of siteNeighborhoods) if (ref) counts.set(ref, (counts.get(ref) ?? 0) + 1)
  return neighborhoods.map((n) => ({ ...n, fields: { ...n.fields, siteCount: counts.get(n.id) ?? 0 } }))
}

export const pointOfInterestRecord = record(
  z.object({
    name: z.string(),
    slug: z.string(),
    location: geopoint,
    category: z.enum(valuesOf(POI_CATEGORIES)),
    description: z.string().optional(),
    years: z.array(z.number().int()).default([]),
    untranslated,
  }),
).meta({ id: 'PointOfInterest' })

const trailFields = z.object({
  title: z.string(),
  slug: z.string(),
  mode: z.enum(valuesOf(TRAIL_MODES)),
  distanceKm: z.number().optional(),
  durationMinutes: z.number().optional(),
  summary: z.string().optional(),
  image: imageRecord.optional(),
  years: z.array(z.number().int()).default([]),
  stops: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        slug: z.string().optional(),
        location: placeLocation,
        site: refSummary('name').optional(),
      }),
    )
    .default([]),
  // Empty for a visitor when a stop's location is approximate (publicTrail).
  route: z.array(geopoint).default([]),
  untranslated,
})

export const trailRecord = record(z.preprocess((fields: z.input<typeof trailFields>) => publicTrail(fields), trailFields)).meta({
  id: 'Trail',
})
