// `pointOfInterest` documents: the practical map layer of the festival (welcome desks, shuttle stops,
// restrooms, parking, places to eat) and a few invented pieces of public art, about three per neighborhood.

import { geopoint, slugValue, type Context, type Doc } from './context'
import { SURNAMES } from './data/people'
import { scatter, type LatLng } from './geo'
import type { NeighborhoodPlan } from './plan'
import { slugify, type Rng } from './random'

type PoiCategory = 'transit' | 'food' | 'restroom' | 'info' | 'parking' | 'landmark'

export interface PoiPlan {
  id: string
  slug: string
  name: string
  category: PoiCategory
  neighborhood: NeighborhoodPlan
  location: LatLng
}

const NAMES: Record<PoiCategory, readonly ((hood: string, s: string) => string)[]> = {
  transit: [(h) => `${h} festival shuttle stop`, (h) => `${h} bike share dock`],
  food: [(_, s) => `Café ${s}`, (_, s) => `${s}’s Bakery`, (_, s) => `${s} Taqueria`, (_, s) => `${s} Noodle House`],
  restroom: [(h) => `${h} public restrooms`],
  info: [(h) => `${h} welcome desk`, (h) => `${h} festival information tent`],
  parking: [(h) => `${h} festival parking`],
  landmark: [(_, s) => `${s} Fountain`, (_, s) => `${s} Memorial Clock`, (_, s) => `“Weathervane” sculpture by ${s}`, (_, s) => `${s} mosaic wall`],
}

const DESCRIPTIONS: Record<PoiCategory, (name: string, hood: string) => string> = {
  transit: (_, h) => `Free festival shuttles stop here every 20 minutes on festival weekend, linking ${h} with neighboring areas.`,
  food: (n) => `${n} welcomes festival visitors with coffee, light meals and a discount for festival volunteers.`,
  restroom: () => 'Restrooms open during festival hours, including an accessible stall and baby-changing facilities.',
  info: (_, h) => `Pick up a printed map, ask volunteers for directions and find out which ${h} sites have the shortest lines.`,
  parking: () => 'Paid parking with a reduced festival rate on Saturday and Sunday; accessible spaces by the entrance.',
  landmark: (n) => `${n} is a neighborhood favorite and a good place to meet before setting off.`,
}

const CATEGORIES: readonly PoiCategory[] = ['info', 'food', 'transit', 'landmark', 'restroom', 'parking']

export function planPois(ctx: Context, neighborhoods: readonly NeighborhoodPlan[]): PoiPlan[] {
  const rng: Rng = ctx.rng('plan.pois')
  const used = new Set<string>()
  const plans: PoiPlan[] = []
  neighborhoods.forEach((hood, i) => {
    // Three per neighborhood: always an information point, then two others in rotation.
    const categories: PoiCategory[] = ['info', CATEGORIES[1 + (i % 5)] as PoiCategory, CATEGORIES[1 + ((i + 2) % 5)] as PoiCategory]
    for (const category of categories) {
      let name = rng.pick(NAMES[category])(hood.seed.name, rng.pick(SURNAMES))
      if (used.has(slugify(name))) name = `${name}, ${hood.seed.name}`
      const slug = slugify(name)
      used.add(slug)
      const location = scatter(rng, hood.seed, 0.8, hood.seed.lakefront)
      plans.push({ id: `poi.${slug}`, slug, name, category, neighborhood: hood, location })
    }
  })
  return plans.sort((a, b) => (a.id < b.id ? -1 : 1))
}

export function buildPoi(ctx: Context, poi: PoiPlan): Doc {
  const rng = ctx.rng(poi.id)
  // Practical points change from year to year; landmarks stay.
  const years = poi.category === 'landmark' ? ctx.years : ctx.years.filter((y) => y === ctx.currentYear || rng.chance(0.6))
  return {
    _id: poi.id,
    _type: 'pointOfInterest',
    name: poi.name,
    slug: slugValue(poi.slug),
    location: geopoint(poi.location.lat, poi.location.lng),
    category: poi.category,
    description: DESCRIPTIONS[poi.category](poi.name, poi.neighborhood.seed.name),
    years,
  }
}
