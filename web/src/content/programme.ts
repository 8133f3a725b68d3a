import { cache } from 'react'
import { eventQuery } from '@/content/sanity/queries'
import { eventBySlugQuery, neighborhoodBySlugQuery, stopBySlugQuery, tourBySlugQuery } from '@/content/sanity/queries/programme'
import type { CollectionItem, CollectionName } from './collections'
import { listCollection } from './lists'
import { isPreview } from './preview'
import { oneReader, read, type QueryParams, type Reader } from './reader'
import { eventPage, neighborhoodPage, stopPage, tourPage } from './records/programme-pages'
import { eventDetailRecord } from './records/programme'
import { trailRecord } from './records/places'
import { siteRecord } from './records/site'
import { getSettings } from './settings'
import { shapeList } from './shape'

// Reads for the programme pages, as a visitor sees them (member: false — members-only details
// never reach a public page). Wrapped in React's cache() so generateMetadata and the page share
// one read per request.

/** The current year and the festival's time zone. */
export const currentFestival = cache(async () => {
  const settings = await getSettings({ draft: await isPreview() })
  return { year: settings.currentYear, timeZone: settings.timeZone }
})

async function readPublic<T>(reader: Reader<T>, params: QueryParams): Promise<T> {
  return read(reader, { member: false, ...params }, { draft: await isPreview() })
}

export { slugOf } from '@/kernel/page-table/segments'

const eventByIdReader = oneReader({ query: eventQuery, record: eventDetailRecord.nullable(), tags: ['event', 'site'] })

/** One event by id for the API (of `year`, or any year when null), as `member` may see it. */
export function getEvent(id: string, { year, member, lang = null }: { year: number | null; member: boolean; lang?: string | null }) {
  return read(eventByIdReader, { id, year, member, lang })
}

const eventBySlug = oneReader({ query: eventBySlugQuery, record: eventPage.nullable(), tags: ['event', 'site'] })
const tourBySlug = oneReader({ query: tourBySlugQuery, record: tourPage.nullable(), tags: ['tour', 'site'] })
const neighborhoodBySlug = oneReader({
  query: neighborhoodBySlugQuery,
  record: neighborhoodPage.transform((page) => ({ ...page, sites: shapeList(siteRecord, page.sites).data })).nullable(),
  tags: ['neighborhood', 'site'],
})
const stopBySlug = oneReader({
  query: stopBySlugQuery,
  record: stopPage.transform((page) => ({ ...page, trails: shapeList(trailRecord, page.trails).data })).nullable(),
  tags: ['stop', 'trail', 'site', 'pointOfInterest'],
})

/** An event by its slug in any language, its words in `lang` (null: the default language's). */
export const getEventBySlug = cache((slug: string, lang: string | null = null) => readPublic(eventBySlug, { slug, lang }))

/** A tour by its slug in any language, its words in `lang` (null: the default language's). */
export const getTourBySlug = cache(async (slug: string, lang: string | null = null) =>
  readPublic(tourBySlug, { slug, lang, year: (await currentFestival()).year }),
)

/** A neighborhood and its live sites, their words in `lang` (null: the default language's). */
export const getNeighborhoodBySlug = cache(async (slug: string, lang: string | null = null) =>
  readPublic(neighborhoodBySlug, { slug, lang, year: (await currentFestival()).year }),
)

/** A stop by its slug in any language, its words in `lang` (null: the default language's). */
export const getStopBySlug = cache(async (slug: string, lang: string | null = null) =>
  readPublic(stopBySlug, { slug, lang, year: (await currentFestival()).year }),
)

/** A live list of this festival as a visitor sees it, typed by its collection's record, its words in `lang` (null: the default language's). */
export async function liveList<N extends CollectionName>(name: N, lang: string | null = null): Promise<CollectionItem<N>[]> {
  const { year } = await currentFestival()
  const list = await listCollection(name, { year, archived: false, member: false, draft: await isPreview(), lang })
  return list.data
}

export const pointsOfInterest = cache((lang: string | null = null) => liveList('points-of-interest', lang))
