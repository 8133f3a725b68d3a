import { z } from 'zod'
import { SITE_CATEGORIES, valuesOf } from '@ohc/schemas/names'
import {
  accessibility,
  address,
  amenities,
  festivalHours,
  imageRecord,
  liveStatus,
  placeLocation,
  portableText,
  record,
  refSummary,
  untranslated,
} from './common'

export const siteEdition = z
  .object({
    year: z.number().int(),
    hours: z.array(festivalHours).default([]),
    membersOnly: z.boolean().default(false),
    memberPriority: z.boolean().default(false),
    newThisYear: z.boolean().default(false),
    reservationRequired: z.boolean().default(false),
    // Withheld unless the caller is a signed-in member when the edition is members-only.
    visitorExperience: z.string().optional(),
    reservationUrl: z.url().optional(),
    status: liveStatus,
  })
  .meta({ id: 'SiteEdition' })

const siteBase = {
  name: z.string(),
  slug: z.string(),
  // Withheld, and the location approximate, when the site is members-only and the caller is not a member.
  address: address.optional(),
  location: placeLocation,
  neighborhood: refSummary('name').optional(),
  categories: z.array(z.enum(valuesOf(SITE_CATEGORIES))).default([]),
  architects: z.array(z.string()).default([]),
  yearBuilt: z.number().int().optional(),
  style: z.string().optional(),
  summary: z.string().optional(),
  mainImage: imageRecord.optional(),
  accessibility: accessibility.optional(),
  amenities: amenities.optional(),
  years: z.array(z.number().int()).default([]),
  /** The edition of the year asked for: the current year, or the archive year. */
  edition: siteEdition.optional(),
  untranslated,
}

export const siteRecord = record(z.object(siteBase)).meta({ id: 'Site' })

export const siteDetailRecord = record(
  z.object({
    ...siteBase,
    description: portableText.optional(),
    gallery: z.array(imageRecord).default([]),
    editions: z.array(siteEdition).default([]),
  }),
).meta({ id: 'SiteDetail' })
