import { cache } from 'react'
import { z } from 'zod'
import { getSettings, type ReadOptions } from '@/api/content'
import { siteDetailRecord } from '@/api/records/site'
import { shapeOne } from '@/api/shape'
import { archiveImagesQuery, archivedYearQuery, festivalYearsFiguresQuery } from '@/sanity/queries/archive'
import { siteBySlugQuery } from '@/sanity/queries/sites'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'
import { archiveImagesSchema, archivedYearSchema, festivalYearSchema, type ArchivedYear } from './records'

// The archive's reads. A year is archived when a festival exists for it and it is before
// settings.currentYear; everything else under /archive/{year} is "Page Not Found".

/** "2024" → 2024; anything but four digits (2024.0, 02024, abc) → null. */
export function parseYearParam(value: string): number | null {
  return /^[0-9]{4}$/.test(value) ? Number(value) : null
}

/** The archived years, newest first, with their figures; once per request (layout and page). */
export const readArchiveYears = cache(async (draft = false) => {
  const [{ currentYear }, raw] = await Promise.all([
    getSettings({ draft }),
    contentSource().query(festivalYearsFiguresQuery, {}, { tags: tagsFor('festival', 'settings'), draft }),
  ])
  const years = shapeOne(z.array(festivalYearSchema), raw ?? []).filter((festival) => festival.year < currentYear)
  return { currentYear, years }
})

export async function readArchivedYear(year: number, { draft }: ReadOptions = {}): Promise<ArchivedYear | null> {
  const { currentYear } = await getSettings({ draft })
  if (year >= currentYear) return null
  const raw = await contentSource().query(
    archivedYearQuery,
    { year },
    { tags: tagsFor('festival', 'site', 'neighborhood', 'event', 'tour', 'trail', 'sponsor', 'partner', 'settings'), draft },
  )
  const shaped = shapeOne(archivedYearSchema, raw)
  const festival = shaped.festival
  return festival ? { ...shaped, festival } : null
}

/** The building and all its editions, with the current year's edition as `edition`. */
export async function readArchivedSite(slug: string, { draft }: ReadOptions = {}) {
  const { currentYear } = await getSettings({ draft })
  const raw = await contentSource().query(
    siteBySlugQuery,
    { slug, year: currentYear, member: false },
    { tags: tagsFor('site', 'neighborhood', 'settings'), draft },
  )
  return raw ? { site: shapeOne(siteDetailRecord, raw).fields, currentYear } : null
}

export async function readArchiveImages({ draft }: ReadOptions = {}) {
  const { currentYear } = await getSettings({ draft })
  const raw = await contentSource().query(archiveImagesQuery, { currentYear }, { tags: tagsFor('festival', 'site', 'settings'), draft })
  return shapeOne(archiveImagesSchema, raw ?? [])
}
