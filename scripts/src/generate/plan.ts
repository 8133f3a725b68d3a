// The skeleton of the demo world, decided up front in one pass: which neighborhoods, which buildings
// (name, place, years they took part), which firms. Full documents are built later from these plans, one
// at a time, so memory stays small at large scales and each document can draw its own random stream.

import { CATEGORY_WORDS, type SiteCategory } from './data/buildings'
import { NEIGHBORHOOD_SEEDS, type NeighborhoodSeed } from './data/neighborhoods'
import { SURNAMES, firmRoster } from './data/people'
import type { Context } from './context'
import { scaled } from './context'
import { scatter, type LatLng } from './geo'
import { slugify, type Rng } from './random'

export interface NeighborhoodPlan {
  id: string
  slug: string
  seed: NeighborhoodSeed
}

export interface SitePlan {
  id: string
  slug: string
  name: string
  category: SiteCategory
  neighborhood: NeighborhoodPlan
  location: LatLng
  /** `1842 W 18th St` */
  street: string
  /** Festival years with an edition, oldest first. */
  years: number[]
}

export interface WorldPlan {
  neighborhoods: NeighborhoodPlan[]
  /** Sorted by id. */
  sites: SitePlan[]
  sitesByYear: Map<number, SitePlan[]>
  firms: string[]
}

/** How far from its neighborhood's centre a building may be placed. */
export const SCATTER_KM = 1

const CATEGORIES = Object.keys(CATEGORY_WORDS) as SiteCategory[]
const CATEGORY_WEIGHTS = CATEGORIES.map((c) => CATEGORY_WORDS[c].weight)

export function planNeighborhoods(): NeighborhoodPlan[] {
  return NEIGHBORHOOD_SEEDS.map((seed) => {
    const slug = slugify(seed.name)
    return { id: `neighborhood.${slug}`, slug, seed }
  })
}

function siteName(rng: Rng, category: SiteCategory, street: string, used: Set<string>): { name: string; slug: string } {
  const patterns = CATEGORY_WORDS[category].names
  for (let attempt = 0; attempt < 4; attempt++) {
    const name = rng.pick(patterns)(rng.pick(SURNAMES))
    const slug = slugify(name)
    if (!used.has(slug)) return { name, slug }
  }
  const base = rng.pick(patterns)(rng.pick(SURNAMES))
  const streetName = street.replace(/^\d+\s+/, '')
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base} on ${streetName}` : `${base} No. ${n} on ${streetName}`
    const slug = slugify(name)
    if (!used.has(slug)) return { name, slug }
  }
}

// Chicago's street grid counts 800 numbers to the mile from State Street (east–west) and Madison
// Street (north–south), so an address can be read off a point's position.
const GRID_ORIGIN = { lat: 41.8819, lng: -87.6278 }
const NUMBERS_PER_KM = 800 / 1.609

/** `1842 W 18th St` for a point on a street named `W 18th St`: number and direction from the grid. */
export function streetAddress(location: LatLng, street: string): string {
  const match = /^([NSEW]) (.+)$/.exec(street)
  if (!match) return `${Math.round(Math.abs(location.lat - GRID_ORIGIN.lat) * 111.32 * NUMBERS_PER_KM) + 1} ${street}`
  const northSouth = match[1] === 'N' || match[1] === 'S'
  const offsetKm = northSouth
    ? (location.lat - GRID_ORIGIN.lat) * 111.32
    : (location.lng - GRID_ORIGIN.lng) * 111.32 * Math.cos((GRID_ORIGIN.lat * Math.PI) / 180)
  const direction = northSouth ? (offsetKm >= 0 ? 'N' : 'S') : offsetKm >= 0 ? 'E' : 'W'
  return `${Math.max(1, Math.round(Math.abs(offsetKm) * NUMBERS_PER_KM))} ${direction} ${match[2]}`
}

/** Chance that a returning building took part in a given archived year. */
const returnChance = (ctx: Context, year: number) => Math.max(0.3, 0.6 - 0.02 * (ctx.currentYear - year))

function editionYears(rng: Rng, ctx: Context, live: boolean): number[] {
  const archived = ctx.archivedYears
  if (!live) {
    // An archive-only building: a short run of consecutive years, then it dropped out.
    const start = rng.int(0, archived.length - 1)
    const length = rng.int(1, 3)
    return archived.slice(start, start + length)
  }
  // About one live building in five is taking part for the first time.
  if (archived.length === 0 || rng.chance(0.2)) return [ctx.currentYear]
  const years = archived.filter((y) => rng.chance(returnChance(ctx, y)))
  if (years.length === 0) years.push(rng.pick(archived))
  return [...years, ctx.currentYear]
}

export function planWorld(ctx: Context): WorldPlan {
  const rng = ctx.rng('plan.sites')
  const neighborhoods = planNeighborhoods()
  const weights = neighborhoods.map((n) => n.seed.weight)
  const used = new Set<string>()
  const sites: SitePlan[] = []
  const liveCount = scaled(ctx, 250)
  const archiveOnlyCount = ctx.archivedYears.length ? scaled(ctx, 40) : 0

  for (let i = 0; i < liveCount + archiveOnlyCount; i++) {
    const neighborhood = rng.weighted(neighborhoods, weights)
    const category = rng.weighted(CATEGORIES, CATEGORY_WEIGHTS)
    const location = scatter(rng, neighborhood.seed, SCATTER_KM, neighborhood.seed.lakefront)
    const street = streetAddress(location, rng.pick(neighborhood.seed.streets))
    const { name, slug } = siteName(rng, category, street, used)
    used.add(slug)
    const years = editionYears(rng, ctx, i < liveCount)
    sites.push({ id: `site.${slug}`, slug, name, category, neighborhood, location, street, years })
  }
  sites.sort((a, b) => (a.id < b.id ? -1 : 1))

  const sitesByYear = new Map<number, SitePlan[]>(ctx.years.map((y) => [y, []]))
  for (const site of sites) for (const y of site.years) sitesByYear.get(y)?.push(site)

  const firmRng = ctx.rng('plan.firms')
  return { neighborhoods, sites, sitesByYear, firms: firmRoster(firmRng.pick, 48) }
}
