import { z } from 'zod'
import { PARTNER_KINDS, SPONSOR_TIERS, valuesOf } from '@ohc/schemas/names'
import { imageRecord } from './common'

// The shapes of a festival as the home and the archive's year pages show it. Lists are tolerant:
// one sponsor saved without a name is logged and left out rather than taking the page down.

export function tolerantList<S extends z.ZodType>(item: S, what: string) {
  return z
    .array(z.unknown())
    .default([])
    .transform((items) =>
      items.flatMap((raw): z.output<S>[] => {
        const parsed = item.safeParse(raw)
        if (parsed.success) return [parsed.data]
        console.error(`Skipped ${what}: ${z.prettifyError(parsed.error).replaceAll('\n', '; ')}`)
        return []
      }),
    )
}

export const figuresSchema = z.object({
  attendees: z.number().optional(),
  visits: z.number().optional(),
  sites: z.number().optional(),
})

export type Figures = z.output<typeof figuresSchema>

export const siteCardSchema = z.object({
  name: z.string(),
  slug: z.string(),
  summary: z.string().optional(),
  neighborhood: z.string().optional(),
  mainImage: imageRecord.optional(),
  edition: z
    .object({
      membersOnly: z.boolean().default(false),
      memberPriority: z.boolean().default(false),
      newThisYear: z.boolean().default(false),
    })
    .optional(),
  /** The fields shown in the default language for want of a translation. */
  untranslated: z.array(z.enum(['name', 'summary'])).default([]),
})

export type SiteCardData = z.output<typeof siteCardSchema>

export const sponsorSchema = z.object({
  name: z.string(),
  slug: z.string().optional(),
  url: z.url().optional(),
  tier: z.enum(valuesOf(SPONSOR_TIERS)),
  logo: imageRecord.optional(),
})

export const partnerSchema = z.object({
  name: z.string(),
  slug: z.string().optional(),
  url: z.url().optional(),
  kind: z.enum(valuesOf(PARTNER_KINDS)).optional(),
  logo: imageRecord.optional(),
})

export type Sponsor = z.output<typeof sponsorSchema>
export type Partner = z.output<typeof partnerSchema>

export const festivalSchema = z.object({
  year: z.number().int(),
  title: z.string().optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  intro: z.string().optional(),
  heroImage: imageRecord.optional(),
  figures: figuresSchema.default({}),
  sponsors: tolerantList(sponsorSchema, 'sponsor'),
  partners: tolerantList(partnerSchema, 'partner'),
})

export type Festival = z.output<typeof festivalSchema>
