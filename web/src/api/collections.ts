import type { z } from 'zod'
import type { DocumentTypeName } from '@ohc/schemas/names'
import * as q from '@/sanity/queries'
import type { RecordLike } from './shape'
import { eventRecord, partnerRecord, sponsorRecord, tourRecord } from './records/programme'
import { neighborhoodRecord, pointOfInterestRecord, toNeighborhoodRecords, trailRecord } from './records/places'
import { siteRecord } from './records/site'

// The list endpoints, live and archived: which query answers, which schema shapes the records,
// which document types the answer depends on (its cache tags).

export interface Collection {
  live: string
  archive: string
  record: z.ZodType<RecordLike>
  types: DocumentTypeName[]
  /** Turns the query's answer into the list of records, when it is not that list already. */
  toRecords?: (raw: unknown) => unknown
}

const TABLE = {
  sites: { live: q.sitesQuery, archive: q.sitesQuery, record: siteRecord, types: ['site', 'neighborhood', 'settings'] },
  neighborhoods: {
    live: q.neighborhoodsQuery,
    archive: q.neighborhoodsQuery,
    record: neighborhoodRecord,
    types: ['neighborhood', 'site', 'settings'],
    toRecords: toNeighborhoodRecords,
  },
  'points-of-interest': {
    live: q.pointsOfInterestQuery,
    archive: q.pointsOfInterestQuery,
    record: pointOfInterestRecord,
    types: ['pointOfInterest', 'settings'],
  },
  tours: { live: q.liveToursQuery, archive: q.archivedToursQuery, record: tourRecord, types: ['tour', 'site', 'settings'] },
  trails: { live: q.trailsQuery, archive: q.trailsQuery, record: trailRecord, types: ['trail', 'stop', 'site', 'settings'] },
  events: { live: q.eventsQuery, archive: q.eventsQuery, record: eventRecord, types: ['event', 'site', 'settings'] },
  sponsors: { live: q.sponsorsQuery, archive: q.sponsorsQuery, record: sponsorRecord, types: ['festival', 'sponsor', 'settings'] },
  partners: { live: q.partnersQuery, archive: q.partnersQuery, record: partnerRecord, types: ['festival', 'partner', 'settings'] },
} satisfies Record<string, Collection>

export type CollectionName = keyof typeof TABLE
export const COLLECTIONS: Record<CollectionName, Collection> = TABLE

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(TABLE, name)
}

export const COLLECTION_NAMES: CollectionName[] = Object.keys(TABLE).filter(isCollectionName)
