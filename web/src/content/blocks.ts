import { cache } from 'react'
import { z } from 'zod'
import {
  blockSettingsQuery,
  eventListQuery,
  eventMapQuery,
  festivalSponsorsQuery,
  membershipLevelsQuery,
  neighborhoodNamesQuery,
  pointOfInterestMapQuery,
  siteListQuery,
  siteMapQuery,
  tourListQuery,
  trailMapQuery,
} from '@/content/sanity/queries/pages'
import { WEEKDAYS, valuesOf } from '@ohc/schemas/names'
import { DEFAULT_TIME_ZONE } from '@/kernel/time'
import { placeLabel } from '@/kernel/geo/public-location'
import { placeLocation } from './records/common'
import { oneReader, read } from './reader'

// The data blocks resolve on the server, each read once per render (React's cache) and shaped by
// zod, so the views only lay it out.

const image = z.object({ alt: z.string().default(''), ref: z.string() }).optional()

const blockSettings = z.object({
  currentYear: z.number().int(),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  centreHours: z
    .array(
      z.object({
        day: z.enum(valuesOf(WEEKDAYS)),
        opens: z.string().optional(),
        closes: z.string().optional(),
        closed: z.boolean().default(false),
      }),
    )
    .default([]),
  specialClosures: z.array(z.object({ date: z.string(), reason: z.string().optional() })).default([]),
  admission: z.array(z.object({ label: z.string(), amount: z.number(), note: z.string().optional() })).default([]),
  donateUrl: z.string().optional(),
  membershipUrl: z.string().optional(),
})

export type BlockSettings = z.output<typeof blockSettings>
export type CentreHours = BlockSettings['centreHours']

const blockSettingsReader = oneReader({ query: blockSettingsQuery, record: blockSettings, tags: ['settings'] })

export const getBlockSettings = cache((): Promise<BlockSettings> => read(blockSettingsReader))

/** A list answer shaped whole; no answer at all reads as an empty list. */
const listOf = <S extends z.ZodType>(item: S) =>
  z
    .array(item)
    .nullable()
    .transform((items) => items ?? [])

const membershipLevel = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  interval: z.string().default('year'),
  benefits: z.array(z.string()).default([]),
})

const membershipLevelsReader = oneReader({ query: membershipLevelsQuery, record: listOf(membershipLevel), tags: ['membershipLevel'] })

export const getMembershipLevels = cache(() => read(membershipLevelsReader))

const sponsor = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string().default('community'),
  url: z.string().optional(),
  logo: image,
})

const sponsorsReader = oneReader({ query: festivalSponsorsQuery, record: listOf(sponsor), tags: ['festival', 'sponsor'] })

export const getFestivalSponsors = cache((year: number) => read(sponsorsReader, { year }))

const neighborhoodNamesReader = oneReader({
  query: neighborhoodNamesQuery,
  record: listOf(z.object({ slug: z.string(), name: z.string() })),
  tags: ['neighborhood'],
})

export const getNeighborhoodNames = cache((year: number) => read(neighborhoodNamesReader, { year }))

const listItem = z.object({
  id: z.string(),
  title: z.string(),
  href: z.string(),
  summary: z.string().optional(),
  meta: z.string().optional(),
  image,
})
/** Events carry the zone their times are written in. */
const eventListItem = listItem.extend({ timeZone: z.string().optional() })

export type ListItem = z.output<typeof eventListItem>
export type ListKind = 'sites' | 'events' | 'tours'

export interface ListFilter {
  category?: string
  /** A neighborhood document's _id. */
  neighborhood?: string
  mode?: string
  limit?: number
}

const LIST_READERS = {
  sites: oneReader({ query: siteListQuery, record: listOf(listItem), tags: ['site', 'neighborhood'] }),
  events: oneReader({ query: eventListQuery, record: listOf(eventListItem), tags: ['event', 'site'] }),
  tours: oneReader({ query: tourListQuery, record: listOf(listItem), tags: ['tour', 'site'] }),
}

export async function getList(kind: ListKind, year: number, filter: ListFilter): Promise<ListItem[]> {
  const params = {
    year,
    category: filter.category ?? null,
    neighborhood: filter.neighborhood ?? null,
    mode: filter.mode ?? null,
  }
  const items = await read(LIST_READERS[kind], params)
  return items.slice(0, filter.limit ?? 6)
}

/** A marker of a map block. A members-only place's point is approximate, and its label says so. */
export interface Place {
  id: string
  label: string
  href?: string
  lat: number
  lng: number
}
export type MapLayer = 'sites' | 'events' | 'pointsOfInterest' | 'trails'

const located = z
  .object({ id: z.string(), label: z.string(), href: z.string().optional(), location: placeLocation })
  .transform(({ location, ...place }): Place => ({
    ...place,
    label: placeLabel(place.label, location),
    lat: location.lat,
    lng: location.lng,
  }))
// Points of interest are public places with no page of their own, so no link.
const pointOfInterest = z.object({ id: z.string(), label: z.string(), lat: z.number(), lng: z.number() })

/** The places a map block shows, as markers; a trail's stops in their order. */
const trailMapReader = oneReader({
  query: trailMapQuery,
  record: listOf(z.object({ id: z.string(), title: z.string(), stops: z.array(located).default([]) })),
  tags: ['trail', 'stop', 'site'],
})

const MAP_READERS = {
  sites: oneReader({ query: siteMapQuery, record: listOf(located), tags: ['site'] }),
  events: oneReader({ query: eventMapQuery, record: listOf(located), tags: ['event', 'site'] }),
  pointsOfInterest: oneReader({ query: pointOfInterestMapQuery, record: listOf(pointOfInterest), tags: ['pointOfInterest'] }),
}

/** Map blocks are in public pages: members-only places are where a visitor may see them. */
const AS_VISITOR = { member: false }

export async function getMapPlaces(layer: MapLayer, year: number): Promise<Place[]> {
  if (layer === 'trails') {
    const trails = await read(trailMapReader, { year, ...AS_VISITOR })
    // A stop may lie on two trails: the marker id names both, so ids stay unique.
    return trails.flatMap((trail) =>
      trail.stops.map((stop) => ({ ...stop, id: `${trail.id}:${stop.id}`, label: `${trail.title}: ${stop.label}` })),
    )
  }
  return read(MAP_READERS[layer], { year, ...AS_VISITOR })
}
