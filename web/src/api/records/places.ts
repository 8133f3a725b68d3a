import { z } from 'zod'
import { POI_CATEGORIES, TRAIL_MODES, valuesOf } from '@ohc/schemas/names'
import { geopoint, imageRecord, record, refSummary } from './common'

export const neighborhoodRecord = record(
  z.object({
    // "Name", capitalised: the field name the spec and earlier consumers of this API use.
    Name: z.string(),
    slug: z.string(),
    description: z.string().optional(),
    image: imageRecord.optional(),
    center: geopoint.optional(),
    boundary: z.array(geopoint).default([]),
    years: z.array(z.number().int()).default([]),
    siteCount: z.number().int(),
  }),
).meta({ id: 'Neighborhood' })

export const pointOfInterestRecord = record(
  z.object({
    name: z.string(),
    slug: z.string(),
    location: geopoint,
    category: z.enum(valuesOf(POI_CATEGORIES)),
    description: z.string().optional(),
    years: z.array(z.number().int()).default([]),
  }),
).meta({ id: 'PointOfInterest' })

export const trailRecord = record(
  z.object({
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
          location: geopoint,
          site: refSummary('name').optional(),
        }),
      )
      .default([]),
    route: z.array(geopoint).default([]),
  }),
).meta({ id: 'Trail' })
