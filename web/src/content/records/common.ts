import { z } from 'zod'
import { FESTIVAL_DAYS, STATUS_KINDS, WHEELCHAIR_ACCESS, valuesOf } from '@ohc/schemas/names'
import { withImageUrl } from '@/content/sanity/image-url'
import { publicLocation } from '@/kernel/geo/public-location'

// Building blocks of the API's records. Schemas strip anything they do not name, so a field the
// content has but the API does not promise never leaks out.

export const geopoint = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'Geopoint' })

/**
 * Where a place is (a site, an event's venue, a tour's meeting point, a trail stop). The query
 * marks a members-only place's point `approximate` for anyone but a member (content/sanity/fragments.ts),
 * and it is published as the centre of its grid cell (kernel/geo/public-location.ts) before it leaves
 * the server. The flag is in the record's input, so the readers' contract asks the query for it.
 */
export const placeLocation = z
  .preprocess(
    (raw: { lat: number; lng: number; approximate?: boolean }) => publicLocation(raw),
    z.object({
      lat: z.number(),
      lng: z.number(),
      approximate: z.literal(true).optional().meta({
        description:
          'Present when the place is members-only and the caller is not a member: the point is then the centre of a fixed grid cell about 1.1 km square that holds the place, never the place itself. Members get the exact point.',
      }),
    }),
  )
  .meta({ id: 'Location' })

export const imageAssetRef = z.string().regex(/^image-[a-f0-9]+-\d+x\d+-[a-z0-9]+$/)

/** Alt text, the asset reference, and the URL and size the app derives from it. */
export const imageRecord = z
  .preprocess(
    withImageUrl,
    z.object({
      alt: z.string().optional(),
      caption: z.string().optional(),
      ref: imageAssetRef,
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  )
  .meta({ id: 'Image' })

export const refSummary = (title: 'name' | 'title') => z.object({ id: z.string(), [title]: z.string(), slug: z.string().optional() })

export const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/)

export const festivalHours = z.object({
  day: z.enum(valuesOf(FESTIVAL_DAYS)),
  date: z.iso.date(),
  opens: timeOfDay,
  closes: timeOfDay,
})

export const accessibility = z
  .object({
    wheelchair: z.enum(valuesOf(WHEELCHAIR_ACCESS)).optional(),
    stepFreeEntrance: z.boolean().optional(),
    accessibleRestroom: z.boolean().optional(),
    elevator: z.boolean().optional(),
    notes: z.string().optional(),
  })
  .meta({ id: 'Accessibility' })

export const amenities = z.object({
  restrooms: z.boolean().optional(),
  photography: z.boolean().optional(),
  familyFriendly: z.boolean().optional(),
  parking: z.boolean().optional(),
  transit: z.string().optional(),
})

export const address = z.object({
  street: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
})

/** Portable Text is passed through as the editors wrote it; the web app renders it. */
export const portableText = z.array(z.looseObject({ _type: z.string() }))

/** A live notice on a site's edition, an event or a tour session. */
export const statusNotice = z
  .object({
    kind: z.enum(valuesOf(STATUS_KINDS)),
    message: z.string().optional(),
    postedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StatusNotice' })

/** A place's notice, or none when it is half-filled (a notice must never take its place off a list). */
export const liveStatus = statusNotice.optional().catch(undefined)

export const record = <F extends z.ZodType>(fields: F) => z.object({ id: z.string(), fields })

/**
 * The fields of a translated record that are in the default language because the language asked
 * has no translation of them; empty when the default language was asked.
 */
export const untranslated = z.array(z.string()).default([])

/**
 * A page's slug in each language, for its addresses in the others (hreflang, the language
 * switch): the default language's, and each translation's own where it has one.
 */
export const slugsByLanguage = z
  .object({
    default: z.string(),
    translations: z.array(z.object({ language: z.string(), slug: z.string() })).default([]),
  })
  .optional()
