// `site` documents: the building, stable across years, with one edition per festival it took part in.

import { geopoint, reference, slugValue, type Context, type Doc } from './context'
import { ACCESSIBILITY_NOTES, AMENITY_TRANSIT, CATEGORY_WORDS, MODERN_CLIENTS, ORIGINAL_CLIENTS, STYLES, type SiteCategory } from './data/buildings'
import { personName } from './data/people'
import { buildEdition } from './editions'
import { imageValue } from './images'
import type { SitePlan, WorldPlan } from './plan'
import { portableText } from './portableText'
import type { Rng } from './random'
import { SITE_CATEGORIES } from '@ohc/schemas/names'

const CATEGORY_VALUES = SITE_CATEGORIES.map((c) => c.value)

function styleAndYear(rng: Rng, category: SiteCategory): { style: string; yearBuilt: number } {
  // Towers are mostly twentieth-century and later; everything else can be any age after the 1871 fire.
  const styles = category === 'skyscraper' ? STYLES.filter((s) => s.from >= 1885) : STYLES
  const span = rng.pick(styles)
  return { style: span.style, yearBuilt: rng.int(span.from, span.to) }
}

function accessibility(rng: Rng) {
  const wheelchair = rng.weighted(['full', 'partial', 'none'] as const, [45, 35, 20])
  const stepFreeEntrance = wheelchair === 'full' || (wheelchair === 'partial' && rng.chance(0.6))
  return {
    _type: 'accessibility',
    wheelchair,
    stepFreeEntrance,
    accessibleRestroom: wheelchair === 'full' ? rng.chance(0.9) : wheelchair === 'partial' && rng.chance(0.4),
    elevator: wheelchair === 'full' ? rng.chance(0.85) : wheelchair === 'partial' && rng.chance(0.2),
    notes: rng.pick(ACCESSIBILITY_NOTES[wheelchair]),
  }
}

function amenities(rng: Rng) {
  return {
    _type: 'amenities',
    restrooms: rng.chance(0.7),
    photography: rng.chance(0.85),
    familyFriendly: rng.chance(0.5),
    parking: rng.chance(0.3),
    transit: rng.pick(AMENITY_TRANSIT),
  }
}

export function architectsFor(rng: Rng, world: WorldPlan): string[] {
  const firm = rng.pick(world.firms)
  return rng.chance(0.3) ? [firm, `${personName(rng.pick)} (interior renovation)`] : [firm]
}

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a')
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function buildSite(ctx: Context, world: WorldPlan, site: SitePlan): Doc {
  const rng = ctx.rng(site.id)
  const pt = portableText(rng)
  const words = CATEGORY_WORDS[site.category]
  const { style, yearBuilt } = styleAndYear(rng, site.category)
  const architects = architectsFor(rng, world)
  const client = rng.pick(yearBuilt >= 1960 ? MODERN_CLIENTS : ORIGINAL_CLIENTS[site.category])
  const [detailA, detailB] = rng.sample(words.details, 2)
  const categories = [site.category]
  if (rng.chance(0.2)) {
    const extra = rng.pick(CATEGORY_VALUES)
    if (extra !== site.category) categories.push(extra)
  }
  const hood = site.neighborhood.seed.name
  const summary = `${capitalise(article(style))} ${style} ${words.noun} in ${hood}, completed in ${yearBuilt} to designs by ${architects[0]}.`
  const facade = rng.pick(ctx.images.facades)
  const galleryPool = [...ctx.images.facades, ...ctx.images.patterns, ...ctx.images.skylines]
  const gallery = rng.sample(galleryPool, rng.int(1, 3)).map((d, i) =>
    pt.block(imageValue(d, `Illustration for ${site.name}: ${d.description}`, i === 0 ? `${site.name}, ${hood}` : `Detail, ${site.name}`)),
  )
  return {
    _id: site.id,
    _type: 'site',
    name: site.name,
    slug: slugValue(site.slug),
    address: { _type: 'address', street: site.street, city: 'Chicago', postalCode: site.neighborhood.seed.postalCode },
    location: geopoint(site.location.lat, site.location.lng),
    neighborhood: reference(site.neighborhood.id),
    categories,
    architects,
    yearBuilt,
    style,
    summary,
    description: [
      pt.p(
        `${site.name} was built in ${yearBuilt} for ${client}. ${architects[0]} gave it ${article(style)} ${style} design, and it remains one of the more distinctive buildings on ${site.street.replace(/^\d+\s+/, '')}.`,
      ),
      pt.p(detailA ?? words.details[0] ?? ''),
      pt.p(`${detailB ?? ''} Today the building is cared for by its owners and opens to the public during the festival.`.trim()),
    ],
    mainImage: imageValue(facade, `Illustration of ${site.name}: ${facade.description}`),
    gallery,
    accessibility: accessibility(rng),
    amenities: amenities(rng),
    editions: site.years.map((year) => buildEdition(ctx.rng(`${site.id}.edition.${year}`), ctx, site, year)),
  }
}
