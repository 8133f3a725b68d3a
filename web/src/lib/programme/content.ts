import { cache } from 'react'
import type { z } from 'zod'
import type { CollectionName } from '@/api/collections'
import { getSettings, listCollection } from '@/api/content'
import { pointOfInterestRecord, trailRecord } from '@/api/records/places'
import { siteRecord } from '@/api/records/site'
import { shapeList, shapeOne, type RecordLike } from '@/api/shape'
import {
  eventBySlugQuery,
  neighborhoodBySlugQuery,
  stopBySlugQuery,
  tourBySlugQuery,
} from '@/sanity/queries/programme'
import { isPreview } from '@/sanity/preview'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'
import { eventPage, neighborhoodPage, stopPage, tourPage } from './records'

// Reads for the programme pages, as a visitor sees them (member: false — members-only details
// never reach a public page). Wrapped in React's cache() so generateMetadata and the page share
// one read per request.

/** The current year and the festival's time zone. */
export const currentFestival = cache(async () => {
  const settings = await getSettings({ draft: await isPreview() })
  return { year: settings.currentYear, timeZone: settings.timeZone }
})

async function read(query: string, params: Record<string, unknown>, types: Parameters<typeof tagsFor>) {
  return contentSource().query(query, { member: false, ...params }, { tags: tagsFor(...types), draft: await isPreview() })
}

/** Catch-all segments joined back into the slug they spell (`a/b` stays one free-text value). */
export function slugOf(segments: string[]): string {
  return segments.map((s) => decodeURIComponent(s)).join('/')
}

export const getEventBySlug = cache(async (slug: string) => {
  const raw = await read(eventBySlugQuery, { slug }, ['event', 'site'])
  return raw ? shapeOne(eventPage, raw) : null
})

export const getTourBySlug = cache(async (slug: string) => {
  const { year } = await currentFestival()
  const raw = await read(tourBySlugQuery, { slug, year }, ['tour', 'site'])
  return raw ? shapeOne(tourPage, raw) : null
})

export const getNeighborhoodBySlug = cache(async (slug: string) => {
  const { year } = await currentFestival()
  const raw = await read(neighborhoodBySlugQuery, { slug, year }, ['neighborhood', 'site'])
  if (!raw) return null
  const page = shapeOne(neighborhoodPage, raw)
  return { ...page, sites: shapeList(siteRecord, page.sites).data }
})

export const getStopBySlug = cache(async (slug: string) => {
  const { year } = await currentFestival()
  const raw = await read(stopBySlugQuery, { slug, year }, ['stop', 'trail', 'site', 'pointOfInterest'])
  if (!raw) return null
  const page = shapeOne(stopPage, raw)
  return { ...page, trails: shapeList(trailRecord, page.trails).data }
})

/**
 * A live list of this festival, typed by its record schema. listCollection hands back records its
 * collection's schema already checked; checking again here is what gives them their type.
 */
export async function liveList<S extends z.ZodType<RecordLike>>(name: CollectionName, schema: S): Promise<z.output<S>[]> {
  const { year } = await currentFestival()
  const list = await listCollection(name, { year, archived: false, member: false, draft: await isPreview() })
  return shapeList(schema, list.data).data
}

export const pointsOfInterest = cache(() => liveList('points-of-interest', pointOfInterestRecord))
