// `pointOfInterest` documents: the practical map layer of the festival (welcome desks, shuttle stops,
// restrooms, parking, places to eat) and a few invented pieces of public art, about three per neighborhood.

import { geopoint, slugValue, type Context, type Doc } from './context'
import { SURNAMES } from './data/people'
import { scatter, type LatLng } from './geo'
import type { NeighborhoodPlan } from './plan'
import { slugify, type Rng } from './random'
import { KINDS_ES } from './data/pois-es'
import { pointOfInterestInSpanish } from './translations-places'

type PoiCategory = 'transit' | 'food' | 'restroom' | 'info' | 'parking' | 'landmark'

export interface PoiPlan {
  id: string
  slug: string
  name: string
  category: PoiCategory
  neighborhood: NeighborhoodPlan
  location: LatLng
  description: string
  /** Its name and description in the demo's other language. */
  es: { name: string; description: string }
}

type Describe = (hood: string, surname: string) => { name: string; description: string }

const KINDS: Record<PoiCategory, readonly Describe[]> = {
  transit: [
    (h) => ({
      name: `${h} festival shuttle stop`,
      description: `Free festival shuttles stop here every 20 minutes on festival weekend, linking ${h} with neighboring areas.`,
    }),
    (h) => ({
      name: `${h} bike share dock`,
      description: 'A bike share dock with about twenty bikes; festival visitors get a free 30-minute ride code at any welcome desk.',
    }),
  ],
  food: [
    (_, s) => ({ name: `Café ${s}`, description: `Café ${s} serves coffee and light meals, with 10% off for festival volunteers.` }),
    (_, s) => ({
      name: `${s}’s Bakery`,
      description: `${s}’s Bakery opens early on festival weekend; its pastries are a neighborhood favorite.`,
    }),
    (_, s) => ({ name: `${s} Taqueria`, description: `${s} Taqueria has quick, inexpensive lunches and a few tables outside.` }),
    (_, s) => ({ name: `${s} Noodle House`, description: `${s} Noodle House is a good place for a warm lunch between sites.` }),
  ],
  restroom: [
    (h) => ({
      name: `${h} public restrooms`,
      description: 'Restrooms open during festival hours, including an accessible stall and baby-changing facilities.',
    }),
  ],
  info: [
    (h) => ({
      name: `${h} welcome desk`,
      description: `Pick up a printed map, ask volunteers for directions and find out which ${h} sites have the shortest lines.`,
    }),
    (h) => ({
      name: `${h} festival information tent`,
      description: `Volunteers hand out maps and answer questions about ${h} sites, hours and accessibility.`,
    }),
  ],
  parking: [
    (h) => ({
      name: `${h} festival parking`,
      description: 'Paid parking with a reduced festival rate on Saturday and Sunday; accessible spaces by the entrance.',
    }),
  ],
  landmark: [
    (_, s) => ({ name: `${s} Fountain`, description: `The ${s} Fountain is a favorite meeting point, with benches in the shade.` }),
    (_, s) => ({
      name: `${s} Memorial Clock`,
      description: `The ${s} Memorial Clock stands on a corner plaza and is easy to spot from down the street.`,
    }),
    (_, s) => ({
      name: `“Weathervane” sculpture by ${s}`,
      description: `A tall steel sculpture by the artist ${s}, turning slowly with the wind.`,
    }),
    (_, s) => ({
      name: `${s} mosaic wall`,
      description: `A long mosaic made with neighborhood schoolchildren, showing the area’s buildings and people.`,
    }),
  ],
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
      // Drawn in the order they have always been: the kind, then the surname.
      const describe = rng.pick(KINDS[category])
      const surname = rng.pick(SURNAMES)
      const kind = describe(hood.seed.name, surname)
      const describeEs = KINDS_ES[category][KINDS[category].indexOf(describe)]
      if (!describeEs) throw new Error(`No Spanish for a ${category} point of interest`)
      const kindEs = describeEs(hood.seed.name, surname)
      const repeated = used.has(slugify(kind.name))
      const name = repeated ? `${kind.name}, ${hood.seed.name}` : kind.name
      const es = { name: repeated ? `${kindEs.name}, ${hood.seed.name}` : kindEs.name, description: kindEs.description }
      const slug = slugify(name)
      used.add(slug)
      const location = scatter(rng, hood.seed, 0.8, hood.seed.lakefront)
      plans.push({ id: `poi.${slug}`, slug, name, category, neighborhood: hood, location, description: kind.description, es })
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
    description: poi.description,
    years,
    translations: [pointOfInterestInSpanish(poi.es)],
  }
}
