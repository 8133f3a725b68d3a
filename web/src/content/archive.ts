import { cache } from 'react'
import { z } from 'zod'
import { archiveImagesQuery, archivedYearQuery, festivalYearsFiguresQuery } from '@/content/sanity/queries/archive'
import { oneReader, read, type ReadOptions } from './reader'
import { archiveImagesSchema, archivedYearSchema, festivalYearSchema, type ArchivedYear } from './records/archive'
import { getSettings } from './settings'
import { siteRecordBySlug } from './sites'

const yearsReader = oneReader({
  query: festivalYearsFiguresQuery,
  record: z
    .array(festivalYearSchema)
    .nullable()
    .transform((years) => years ?? []),
  tags: ['festival', 'settings'],
})
const yearReader = oneReader({
  query: archivedYearQuery,
  record: archivedYearSchema,
  tags: ['festival', 'site', 'neighborhood', 'event', 'tour', 'trail', 'sponsor', 'partner', 'settings'],
})
const imagesReader = oneReader({
  query: archiveImagesQuery,
  record: archiveImagesSchema.nullable().transform((images) => images ?? []),
  tags: ['festival', 'site', 'settings'],
})

// The archive's reads. A year is archived when a festival exists for it and it is before
// settings.currentYear; everything else under /archive/{year} is "Page Not Found".

/** "2024" → 2024; anything but four digits (2024.0, 02024, abc) → null. */
export function parseYearParam(value: string): number | null {
  return /^[0-9]{4}$/.test(value) ? Number(value) : null
}

/** The archived years, newest first, with their figures; once per request (layout and page). */
export const readArchiveYears = cache(async (draft = false) => {
  const [{ currentYear }, all] = await Promise.all([getSettings({ draft }), read(yearsReader, {}, { draft })])
  return { currentYear, years: all.filter((festival) => festival.year < currentYear) }
})

export async function readArchivedYear(year: number, { draft }: ReadOptions = {}): Promise<ArchivedYear | null> {
  const { currentYear } = await getSettings({ draft })
  if (year >= currentYear) return null
  const shaped = await read(yearReader, { year }, { draft })
  const festival = shaped.festival
  return festival ? { ...shaped, festival } : null
}

/** The building and all its editions, with the current year's edition as `edition`. */
export async function readArchivedSite(slug: string, { draft }: ReadOptions = {}) {
  const { currentYear } = await getSettings({ draft })
  const record = await siteRecordBySlug(slug, currentYear, { draft })
  return record ? { site: record.fields, currentYear } : null
}

export async function readArchiveImages({ draft }: ReadOptions = {}) {
  const { currentYear } = await getSettings({ draft })
  return read(imagesReader, { currentYear }, { draft })
}
