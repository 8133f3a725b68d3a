// `neighborhood` documents: real Chicago neighborhoods with their approximate centre and a rough ring
// standing in for a boundary, featured in every year one of their buildings took part.

import { geopoint, slugValue, type Context, type Doc } from './context'
import { ring } from './geo'
import { imageValue } from './images'
import type { NeighborhoodPlan, WorldPlan } from './plan'
import { neighborhoodInSpanish } from './translations'

export function buildNeighborhood(ctx: Context, world: WorldPlan, hood: NeighborhoodPlan): Doc {
  const rng = ctx.rng(hood.id)
  const years = ctx.years.filter((y) => (world.sitesByYear.get(y) ?? []).some((s) => s.neighborhood === hood))
  const picture = rng.pick([...ctx.images.skylines, ...ctx.images.facades])
  const { seed } = hood
  return {
    _id: hood.id,
    _type: 'neighborhood',
    name: seed.name,
    slug: slugValue(hood.slug),
    description: seed.description,
    image: imageValue(picture, `Illustration for ${seed.name}: ${picture.description}`),
    center: geopoint(seed.lat, seed.lng),
    boundary: ring(seed, 1.2, 8, seed.lakefront).map((p) => ({ ...geopoint(p.lat, p.lng), _key: rng.key() })),
    years,
    translations: [neighborhoodInSpanish(hood)],
  }
}
