import { cache } from 'react'
import { z } from 'zod'
import { shapeOne } from '@/api/shape'
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
} from '@/sanity/queries/pages'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'
import { WEEKDAYS, valuesOf } from '@ohc/schemas/names'
import { DEFAULT_TIME_ZONE } from '@/time'

// The data blocks resolve on the server, each read once per render (React's cache) and shaped by
// zod, so the views only lay it out.

const image = z.object({ alt: z.string().default(''), ref: z.string() }).optional()

const blockSettings = z.object({
  currentYear: z.number().int(),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  centreHours: z
    .array(z.object({ day: z.enum(valuesOf(WEEKDAYS)), opens: z.string().optional(), closes: z.string().optional(), closed: z.boolean().default(false) }))
    .default([]),
  specialClosures: z.array(z.object({ date: z.string(), reason: z.string().optional() })).default([]),
  admission: z.array(z.object({ label: z.string(), amount: z.number(), note: z.string().optional() })).default([]),
  donateUrl: z.string().optional(),
  membershipUrl: z.string().optional(),
})

export type BlockSettings = z.output<typeof blockSettings>
export type CentreHours = BlockSettings['centreHours']

export const getBlockSettings = cache(async (): Promise<BlockSettings> => {
  const raw = await contentSource().query(blockSettingsQuery, {}, { tags: tagsFor('settings') })
  return shapeOne(blockSettings, raw)
})

const membershipLevel = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  interval: z.string().default('year'),
  benefits: z.array(z.string()).default([]),
})

export const getMembershipLevels = cache(async () => {
  const raw = await contentSource().query(membershipLevelsQuery, {}, { tags: tagsFor('membershipLevel') })
  return shapeOne(z.array(membershipLevel), raw ?? [])
})

const sponsor = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string().default('community'),
  url: z.string().optional(),
  logo: image,
})

export const getFestivalSponsors = cache(async (year: number) => {
  const raw = await contentSource().query(festivalSponsorsQuery, { year }, { tags: tagsFor('festival', 'sponsor') })
  return shapeOne(z.array(sponsor), raw ?? [])
})

export const getNeighborhoodNames = cache(async (year: number) => {
  const raw = await contentSource().query(neighborhoodNamesQuery, { year }, { tags: tagsFor('neighborhood') })
  return shapeOne(z.array(z.object({ slug: z.string(), name: z.string() })), raw ?? [])
})

const listItem = z.object({
  id: z.string(),
  title: z.string(),
  href: z.string(),
  summary: z.string().optional(),
  meta: z.string().optional(),
  timeZone: z.string().optional(),
  image,
})

export type ListItem = z.output<typeof listItem>
export type ListKind = 'sites' | 'events' | 'tours'

export interface ListFilter {
  category?: string
  /** A neighborhood document's _id. */
  neighborhood?: string
  mode?: string
  limit?: number
}

const LIST_QUERIES = {
  sites: { query: siteListQuery, tags: tagsFor('site', 'neighborhood') },
  events: { query: eventListQuery, tags: tagsFor('event', 'site') },
  tours: { query: tourListQuery, tags: tagsFor('tour', 'site') },
} as const

export async function getList(kind: ListKind, year: number, filter: ListFilter): Promise<ListItem[]> {
  const { query, tags } = LIST_QUERIES[kind]
  const params = {
    year,
    category: filter.category ?? null,
    neighborhood: filter.neighborhood ?? null,
    mode: filter.mode ?? null,
  }
  const items = shapeOne(z.array(listItem), (await contentSource().query(query, params, { tags })) ?? [])
  return items.slice(0, filter.limit ?? 6)
}

const place = z.object({ id: z.string(), label: z.string(), href: z.string().optional(), lat: z.number(), lng: z.number() })
export type Place = z.output<typeof place>
export type MapLayer = 'sites' | 'events' | 'pointsOfInterest' | 'trails'

/** The places a map block shows, as markers; a trail's stops in their order. */
export async function getMapPlaces(layer: MapLayer, year: number): Promise<Place[]> {
  const source = contentSource()
  if (layer === 'trails') {
    const raw = await source.query(trailMapQuery, { year }, { tags: tagsFor('trail', 'stop') })
    const trails = shapeOne(z.array(z.object({ id: z.string(), title: z.string(), stops: z.array(place.partial({ href: true })).default([]) })), raw ?? [])
    // A stop may lie on two trails: the marker id names both, so ids stay unique.
    return trails.flatMap((trail) =>
      trail.stops.map((stop) => ({ ...stop, id: `${trail.id}:${stop.id}`, label: `${trail.title}: ${stop.label}` })),
    )
  }
  const query = { sites: siteMapQuery, events: eventMapQuery, pointsOfInterest: pointOfInterestMapQuery }[layer]
  const tags = { sites: tagsFor('site'), events: tagsFor('event'), pointsOfInterest: tagsFor('pointOfInterest') }[layer]
  return shapeOne(z.array(place), (await source.query(query, { year }, { tags })) ?? [])
}
