import type { z } from 'zod'
import type { DocumentTypeName } from '@ohc/schemas/names'
import * as q from '@/content/sanity/queries'
import { derivedListReader, listReader, type Reader } from './reader'
import { eventRecord, partnerRecord, sponsorRecord, tourRecord } from './records/programme'
import { neighborhoodQueryRecord, neighborhoodRecord, pointOfInterestRecord, toNeighborhoodRecords, trailRecord } from './records/places'
import { siteRecord } from './records/site'
import type { ListBody, RecordLike } from './shape'

// The list endpoints, live and archived: which reader answers each, and so which record shapes the
// answer and which document types it depends on.

export interface Collection<R extends RecordLike = RecordLike> {
  live: Reader<ListBody<R>>
  archive: Reader<ListBody<R>>
  /** The record of one item, for the API's OpenAPI document. */
  record: z.ZodType<R>
  /** Whether its words are read in the language asked (its documents carry translations). */
  translated?: boolean
}

/** A collection whose archive is read by the same query as its live list. */
const one = <R extends RecordLike>(reader: Reader<ListBody<R>>, record: z.ZodType<R>, { translated = false } = {}): Collection<R> => ({
  live: reader,
  archive: reader,
  record,
  translated,
})

const types = (...names: DocumentTypeName[]) => names

/** The neighborhoods' records are read from the answer's `neighborhoods` list, then their sites counted. */
const neighborhoods = derivedListReader({
  query: q.neighborhoodsQuery,
  record: neighborhoodRecord,
  tags: types('neighborhood', 'site', 'settings'),
  from: { key: 'neighborhoods', record: neighborhoodQueryRecord },
  toRecords: toNeighborhoodRecords,
})

const TABLE = {
  sites: one(listReader({ query: q.sitesQuery, record: siteRecord, tags: types('site', 'neighborhood', 'settings') }), siteRecord, {
    translated: true,
  }),
  neighborhoods: one(neighborhoods, neighborhoodRecord, { translated: true }),
  'points-of-interest': one(
    listReader({ query: q.pointsOfInterestQuery, record: pointOfInterestRecord, tags: types('pointOfInterest', 'settings') }),
    pointOfInterestRecord,
    { translated: true },
  ),
  tours: {
    live: listReader({ query: q.liveToursQuery, record: tourRecord, tags: types('tour', 'site', 'settings') }),
    archive: listReader({ query: q.archivedToursQuery, record: tourRecord, tags: types('tour', 'site', 'settings') }),
    record: tourRecord,
    translated: true,
  },
  trails: one(listReader({ query: q.trailsQuery, record: trailRecord, tags: types('trail', 'stop', 'site', 'settings') }), trailRecord, {
    translated: true,
  }),
  events: one(listReader({ query: q.eventsQuery, record: eventRecord, tags: types('event', 'site', 'settings') }), eventRecord, {
    translated: true,
  }),
  sponsors: one(
    listReader({ query: q.sponsorsQuery, record: sponsorRecord, tags: types('festival', 'sponsor', 'settings') }),
    sponsorRecord,
  ),
  partners: one(
    listReader({ query: q.partnersQuery, record: partnerRecord, tags: types('festival', 'partner', 'settings') }),
    partnerRecord,
  ),
} satisfies Record<string, Collection>

export type CollectionName = keyof typeof TABLE
/** The record type of one item of a collection, as its reader shaped it. */
export type CollectionItem<N extends CollectionName> = (typeof TABLE)[N] extends Collection<infer R> ? R : never
export const COLLECTIONS: { [N in CollectionName]: Collection<CollectionItem<N>> } = TABLE

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(TABLE, name)
}

export const COLLECTION_NAMES: CollectionName[] = Object.keys(TABLE).filter(isCollectionName)
