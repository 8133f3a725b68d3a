import { z } from 'zod'
import { imageRecord, placeLocation, portableText, record, slugsByLanguage, untranslated } from './common'
import { neighborhoodQueryRecord, pointOfInterestRecord, trailRecord } from './places'
import { eventDetailRecord, tourRecord } from './programme'
import { siteRecord } from './site'

// The programme pages' records: the API's own schemas, widened only by what a page shows and
// the list endpoints leave out (a tour's description, a stop's narrative).

export const eventPage = eventDetailRecord.extend({ slugs: slugsByLanguage })
export type EventPage = z.output<typeof eventPage>

export const tourPage = record(tourRecord.shape.fields.extend({ description: portableText.optional() })).extend({ slugs: slugsByLanguage })
export type TourPage = z.output<typeof tourPage>
export type Tour = z.output<typeof tourRecord>

export const neighborhoodPage = z.object({
  id: z.string(),
  fields: neighborhoodQueryRecord.shape.fields,
  // Checked one by one (shapeList) so one broken site does not take the page down.
  sites: z.array(z.unknown()).default([]),
})
export type Site = z.output<typeof siteRecord>

const pointOfInterestFields = pointOfInterestRecord.shape.fields

export const stopPage = z.object({
  id: z.string(),
  fields: z.object({
    title: z.string(),
    slug: z.string(),
    location: placeLocation,
    site: z.object({ id: z.string(), name: z.string(), slug: z.string().optional(), summary: z.string().optional() }).optional(),
    pointOfInterest: pointOfInterestFields.partial({ slug: true, years: true, untranslated: true }).optional(),
    narrative: portableText.optional(),
    images: z.array(imageRecord).default([]),
    untranslated,
  }),
  trails: z.array(z.unknown()).default([]),
  slugs: slugsByLanguage,
})
export type StopPage = z.output<typeof stopPage>
export type Trail = z.output<typeof trailRecord>
export type PointOfInterest = z.output<typeof pointOfInterestRecord>
