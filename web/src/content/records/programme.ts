import { z } from 'zod'
import { EVENT_CATEGORIES, PARTNER_KINDS, SPONSOR_TIERS, TOUR_KINDS, TOUR_MODES, WEEKDAYS, valuesOf } from '@ohc/schemas/names'
import { accessibility, imageRecord, liveStatus, placeLocation, portableText, record, refSummary, timeOfDay, untranslated } from './common'

// A venue or meeting point at a members-only site keeps its name and an approximate location for
// a visitor; its address is withheld.
const venue = z.object({
  name: z.string().optional(),
  address: z.string().optional(),
  location: placeLocation.optional(),
  site: refSummary('name').optional(),
})

const eventBase = {
  title: z.string(),
  slug: z.string(),
  year: z.number().int(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }).optional(),
  timeZone: z.string().optional(),
  // Members-only events show only the venue's site to visitors: no address, no ticket link.
  venue: venue.optional(),
  categories: z.array(z.enum(valuesOf(EVENT_CATEGORIES))).default([]),
  summary: z.string().optional(),
  image: imageRecord.optional(),
  isFree: z.boolean().default(false),
  price: z.number().optional(),
  ticketUrl: z.url().optional(),
  registration: z
    .object({
      required: z.boolean().optional(),
      capacity: z.number().int().optional(),
      memberPriorityHours: z.number().optional(),
    })
    .optional(),
  membersOnly: z.boolean().default(false),
  cancelled: z.boolean().default(false),
  status: liveStatus,
  untranslated,
}

export const eventRecord = record(z.object(eventBase)).meta({ id: 'Event' })
export const eventDetailRecord = record(z.object({ ...eventBase, description: portableText.optional() })).meta({ id: 'EventDetail' })

export const tourRecord = record(
  z.object({
    title: z.string(),
    slug: z.string(),
    kind: z.enum(valuesOf(TOUR_KINDS)),
    mode: z.enum(valuesOf(TOUR_MODES)),
    year: z.number().int().optional(),
    site: refSummary('name').optional(),
    summary: z.string().optional(),
    image: imageRecord.optional(),
    durationMinutes: z.number().optional(),
    priceTiers: z.array(z.object({ label: z.string(), amount: z.number() })).default([]),
    meetingPoint: venue.optional(),
    schedule: z
      .array(
        z.object({
          days: z.array(z.enum(valuesOf(WEEKDAYS))).default([]),
          startTimes: z.array(timeOfDay).default([]),
          fromDate: z.iso.date().optional(),
          toDate: z.iso.date().optional(),
        }),
      )
      .default([]),
    accessibility: accessibility.optional(),
    ticketUrl: z.url().optional(),
    membersOnly: z.boolean().default(false),
    sessions: z
      .array(
        z.object({
          id: z.string(),
          start: z.iso.datetime({ offset: true }),
          capacity: z.number().int(),
          membersOnly: z.boolean().default(false),
          memberPriorityHours: z.number().optional(),
          status: liveStatus,
        }),
      )
      .default([]),
    untranslated,
  }),
).meta({ id: 'Tour' })

export const sponsorRecord = record(
  z.object({
    name: z.string(),
    slug: z.string().optional(),
    url: z.url().optional(),
    logo: imageRecord.optional(),
    tier: z.enum(valuesOf(SPONSOR_TIERS)),
  }),
).meta({ id: 'Sponsor' })

export const partnerRecord = record(
  z.object({
    name: z.string(),
    slug: z.string().optional(),
    url: z.url().optional(),
    kind: z.enum(valuesOf(PARTNER_KINDS)).optional(),
    logo: imageRecord.optional(),
  }),
).meta({ id: 'Partner' })
