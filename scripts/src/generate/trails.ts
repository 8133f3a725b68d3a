// `trail` and `stop` documents: six self-guided routes through this year's buildings and the points of
// interest near them, each with its stops in walking order and a line along the street grid.

import { geopoint, reference, slugValue, type Context, type Doc } from './context'
import { CATEGORY_WORDS } from './data/buildings'
import { gridRoute, nearestNeighbourOrder, routeLengthKm, type LatLng } from './geo'
import { imageValue } from './images'
import type { SitePlan, WorldPlan } from './plan'
import type { PoiPlan } from './pois'
import { portableText } from './portable-text'
import { slugify } from './random'
import { stopInSpanish, trailInSpanish, trailWordsEs } from './translations-places'

interface TrailSeed {
  title: string
  mode: 'walk' | 'bike' | 'drive'
  neighborhoods: readonly string[]
  summary: string
}

const TRAILS: readonly TrailSeed[] = [
  {
    title: 'Loop Skyscraper Trail',
    mode: 'walk',
    neighborhoods: ['Loop'],
    summary: 'A walk through the birthplace of the tall office building, from masonry walls to glass curtain walls.',
  },
  {
    title: 'River North Warehouse Walk',
    mode: 'walk',
    neighborhoods: ['River North', 'West Loop'],
    summary: 'Timber-framed warehouses, cold stores and showrooms that found new lives as studios, offices and restaurants.',
  },
  {
    title: 'Pilsen and Bridgeport on Foot',
    mode: 'walk',
    neighborhoods: ['Pilsen', 'Bridgeport'],
    summary: 'Parish churches, murals and workers’ cottages in two neighborhoods shaped by the river’s industries.',
  },
  {
    title: 'Bronzeville Heritage Trail',
    mode: 'walk',
    neighborhoods: ['Bronzeville'],
    summary: 'Churches, banks and homes of the Black Metropolis, along its grand avenues.',
  },
  {
    title: 'Boulevards by Bike',
    mode: 'bike',
    neighborhoods: ['Logan Square', 'Humboldt Park', 'Garfield Park'],
    summary: 'Ride the tree-lined boulevard system between three great West Side parks, with stops at the buildings along the way.',
  },
  {
    title: 'South Lakefront Drive',
    mode: 'drive',
    neighborhoods: ['Hyde Park', 'Woodlawn', 'South Shore', 'Pullman'],
    summary: 'A half-day drive from campus Gothic to a planned industrial town, with parking near every stop.',
  },
]

const SPEED_KMH = { walk: 4.5, bike: 14, drive: 25 } as const
const MINUTES_PER_STOP = { walk: 10, bike: 8, drive: 15 } as const

interface StopChoice {
  title: string
  /** Its title in Spanish when that differs: a point of interest's. */
  titleEs?: string
  location: LatLng
  site?: SitePlan
  poi?: PoiPlan
}

export interface TrailDocs {
  trails: Doc[]
  stops: Doc[]
}

export function buildTrails(ctx: Context, world: WorldPlan, pois: readonly PoiPlan[]): TrailDocs {
  const trails: Doc[] = []
  const stops: Doc[] = []
  const live = world.sitesByYear.get(ctx.currentYear) ?? []
  for (const [index, seed] of TRAILS.entries()) {
    const slug = slugify(seed.title)
    const rng = ctx.rng(`trail.${slug}`)
    const pt = portableText(rng)
    const inArea = (name: string) => seed.neighborhoods.includes(name)
    const siteChoices: StopChoice[] = rng
      .sample(
        live.filter((s) => inArea(s.neighborhood.seed.name)),
        rng.int(5, 8),
      )
      .map((site) => ({ title: site.name, location: site.location, site }))
    const poiChoices: StopChoice[] = rng
      .sample(
        pois.filter((p) => inArea(p.neighborhood.seed.name) && (p.category === 'landmark' || p.category === 'info')),
        Math.min(10 - siteChoices.length, Math.max(rng.int(1, 2), 5 - siteChoices.length)),
      )
      .map((poi) => ({ title: poi.name, titleEs: poi.es.name, location: poi.location, poi }))
    // Start at the northernmost stop and walk to the nearest one each time.
    const chosen = [...siteChoices, ...poiChoices].sort((a, b) => b.location.lat - a.location.lat)
    const ordered = nearestNeighbourOrder(chosen)
    const route = gridRoute(ordered.map((c) => c.location))
    const distanceKm = Math.round(routeLengthKm(route) * 10) / 10
    const durationMinutes = Math.round(((distanceKm / SPEED_KMH[seed.mode]) * 60 + ordered.length * MINUTES_PER_STOP[seed.mode]) / 5) * 5

    const stopIds = ordered.map((choice, i) => {
      const stopSlug = `${slug}-stop-${i + 1}`
      const id = `stop.${stopSlug}`
      const srng = ctx.rng(id)
      const spt = portableText(srng)
      const words = choice.site ? CATEGORY_WORDS[choice.site.category] : undefined
      const picture = srng.pick(ctx.images.facades)
      stops.push({
        _id: id,
        _type: 'stop',
        title: choice.title,
        slug: slugValue(stopSlug),
        location: geopoint(choice.location.lat, choice.location.lng),
        ...(choice.site ? { site: reference(choice.site.id) } : {}),
        ...(choice.poi ? { pointOfInterest: reference(choice.poi.id) } : {}),
        narrative: [
          spt.p(
            i === 0 ? `Start here. ` : `Stop ${i + 1} of ${ordered.length}. `,
            words
              ? `This ${words.noun} is open during the festival weekend. ${srng.pick(words.details)}`
              : 'Take a moment here before moving on; volunteers can point you to the next stop.',
          ),
          ...(i < ordered.length - 1
            ? [spt.p(`Next: ${ordered[i + 1]?.title}.`)]
            : [spt.p('This is the last stop. Thank you for walking with us.')]),
        ],
        images: [{ ...imageValue(picture, `Illustration for ${choice.title}: ${picture.description}`), _key: srng.key() }],
        translations: [
          stopInSpanish(ctx, {
            id,
            index: i,
            count: ordered.length,
            title: choice.titleEs,
            building: Boolean(choice.site),
            next: ordered[i + 1] && (ordered[i + 1]?.titleEs ?? ordered[i + 1]?.title),
            trailSlug: trailWordsEs(seed.title).slug,
          }),
        ],
      })
      return id
    })

    const picture = rng.pick(ctx.images.skylines)
    trails.push({
      _id: `trail.${slug}`,
      _type: 'trail',
      title: seed.title,
      slug: slugValue(slug),
      mode: seed.mode,
      distanceKm,
      durationMinutes,
      summary: seed.summary,
      description: [
        pt.p(seed.summary),
        pt.p(`${ordered.length} stops, about ${distanceKm} km. Allow ${durationMinutes} minutes, more if you go inside every building.`),
        pt.h3('Before you set off'),
        ...pt.bullets([
          'Check each building’s opening hours: some are open on one festival day only.',
          ['Download the route to your phone or ', pt.link('add the stops to an itinerary', '/my-ohc/itineraries'), '.'],
          seed.mode === 'bike'
            ? 'Bike racks are available at most stops.'
            : seed.mode === 'drive'
              ? 'Festival parking is marked on the map.'
              : 'Wear comfortable shoes.',
        ]),
      ],
      image: imageValue(picture, `Illustration for ${seed.title}: ${picture.description}`),
      years: trailYears(ctx.years, index),
      stops: stopIds.map((id) => ({ ...reference(id), _key: rng.key() })),
      route: route.map((p) => ({ ...geopoint(p.lat, p.lng), _key: rng.key() })),
      translations: [
        trailInSpanish(ctx, {
          id: `trail.${slug}`,
          title: seed.title,
          mode: seed.mode,
          stops: ordered.length,
          distanceKm,
          durationMinutes,
        }),
      ],
    })
  }
  return {
    trails: trails.sort((a, b) => (a._id < b._id ? -1 : 1)),
    stops: stops.sort((a, b) => (a._id < b._id ? -1 : 1)),
  }
}

/** Trails run for a stretch of years up to now, staggered so every archived year has some. */
export function trailYears(years: number[], index: number): number[] {
  const span = years.length - (index % years.length)
  return years.slice(years.length - span)
}
