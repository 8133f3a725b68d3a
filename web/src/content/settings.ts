import { cache } from 'react'
import { z } from 'zod'
import { DEFAULT_WAITLIST_OFFER_HOURS } from '@ohc/schemas/names'
import { DEFAULT_TIME_ZONE } from '@/kernel/time'
import { festivalByYearQuery, settingsQuery } from '@/content/sanity/queries'
import { formSettingsQuery } from '@/content/sanity/queries/pages'
import { tagManagerQuery } from '@/content/sanity/queries/runtime'
import { FALLBACK_TITLE } from './fallback-title'
import { oneReader, read, type ReadOptions } from './reader'

// The site-wide settings and a festival year's own record.

const settingsRecord = z.object({
  title: z.string().optional(),
  tagline: z.string().optional(),
  description: z.string().optional(),
  currentYear: z.number().int(),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  /** How many hours a freed place is offered to the next person on a waiting list; unset or unusable, the default. */
  waitlistOfferHours: z.number().int().positive().catch(DEFAULT_WAITLIST_OFFER_HOURS),
  // Who runs the festival and where (content/identity.ts): each optional, a fallback for each.
  centreName: z.string().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  country: z.string().nullish(),
  units: z.string().nullish(),
  currency: z.string().nullish(),
  languages: z.object({ default: z.string().nullish(), others: z.array(z.string()).nullish() }).nullish(),
})

export type Settings = z.output<typeof settingsRecord>

const settingsReader = oneReader({ query: settingsQuery, record: settingsRecord, tags: ['settings'] })

export function getSettings({ draft }: ReadOptions = {}): Promise<Settings> {
  return read(settingsReader, {}, { draft })
}

/** How long a freed place is offered to the next person on a waiting list, in hours (settings, or 12). */
export async function getWaitlistOfferHours(): Promise<number> {
  return (await getSettings()).waitlistOfferHours
}

const festivalRecord = z
  .object({
    year: z.number().int(),
    title: z.string().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    /** The day the programme is out; unset, six weeks before the first day (programme/festival/phase.ts). */
    programmeFrom: z.string().nullish(),
    intro: z.string().optional(),
    figures: z.object({ attendees: z.number().optional(), visits: z.number().optional(), sites: z.number().optional() }).optional(),
  })
  .nullable()

const festivalReader = oneReader({ query: festivalByYearQuery, record: festivalRecord, tags: ['festival'] })

/** The festival of `year`, or null when there was none. */
export function getFestival(year: number, { draft }: ReadOptions = {}) {
  return read(festivalReader, { year }, { draft })
}

const formSettingsRecord = z
  .object({
    title: z.string().default(FALLBACK_TITLE),
    staffEmail: z.string().optional(),
    newsletterAudienceId: z.string().optional(),
  })
  .nullable()
  .transform((settings) => settings ?? { title: FALLBACK_TITLE })

export type FormSettings = z.output<typeof formSettingsRecord>

const formSettingsReader = oneReader({ query: formSettingsQuery, record: formSettingsRecord, tags: ['settings'] })

/**
 * Where the forms deliver: the staff address for messages and the newsletter's audience. Read per
 * submission (cached by the content source), never shown on the site.
 */
export function getFormSettings(): Promise<FormSettings> {
  return read(formSettingsReader)
}

const tagManagerReader = oneReader({ query: tagManagerQuery, record: z.string().nullable(), tags: ['settings'] })

/** The tag manager's container id as an editor typed it (checked by the caller), or null. */
export function getTagManagerId(): Promise<string | null> {
  return read(tagManagerReader)
}

/**
 * The festival's time zone for what must work even when the content cannot be read: the account
 * pages and membership (a member's own data lives in the database), so a failed read falls back
 * to the default zone instead of failing the page or the request. Once per render: the page, the
 * viewer and the membership summary all ask.
 */
export const festivalTimeZone = cache(async (): Promise<string> => {
  const settings = await getSettings().catch(() => null)
  return settings?.timeZone ?? DEFAULT_TIME_ZONE
})
