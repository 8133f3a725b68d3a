// `site` documents: the building, stable across years, with one edition per festival it took part in.

import { geopoint, reference, slugValue, type Context, type Doc } from './context'
import {
  ACCESSIBILITY_NOTES,
  AMENITY_TRANSIT,
  CATEGORY_WORDS,
  CLIENT_BY_NAME,
  MODERN_CLIENTS,
  MODERN_DETAILS,
  ORIGINAL_CLIENTS,
  STYLES,
  type SiteCategory,
} from './data/buildings'
import { personName } from './data/people'
import { buildEdition } from './editions'
import { imageValue } from './images'
import type { SitePlan, WorldPlan } from './plan'
import { portableText } from './portable-text'
import { siteInSpanish } from './translations'
import type { Rng } from './random'
import { SITE_CATEGORIES } from '@ohc/schemas/names'

const CATEGORY_VALUES = SITE_CATEGORIES.map((c) => c.value)

/** Categories whose post-1960 buildings get the modern details (offices, flats, schools and the like). */
const MODERN_CATEGORIES = new Set<SiteCategory>(['residential', 'commercial', 'skyscraper', 'civic', 'education', 'cultural', 'hotel'])

function styleAndYear(rng: Rng, category: SiteCategory): { style: string; yearBuilt: number } {
  // Towers date from the 1880s on; the copy for churches, theaters, depots, works and gardens tells of
  // older buildings, so those are from before 1960; anything else can be any age after the 1871 fire.
  const latest = MODERN_CATEGORIES.has(category) ? 2024 : 1959
  const styles = STYLES.filter((s) => s.from <= latest && (category !== 'skyscraper' || s.from >= 1885))
  const span = rng.pick(styles)
  return { style: span.style, yearBuilt: rng.int(span.from, Math.min(span.to, latest)) }
}

/** "in the Loop", "on the Near South Side", "in Pilsen". */
export const inNeighborhood = (name: string) =>
  / Side$/.test(name) ? `on the ${name}` : /^(Loop|West Loop|Gold Coast)$/.test(name) ? `in the ${name}` : `in ${name}`

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

const CLOSINGS = [
  'It is rarely open to the public outside the festival weekend.',
  'The owners open its doors to visitors once a year, during the festival.',
  'On most days only the people who use it see inside; during the festival, everyone can.',
] as const

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a')
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function buildSite(ctx: Context, world: WorldPlan, site: SitePlan): Doc {
  const rng = ctx.rng(site.id)
  const pt = portableText(rng)
  const words = CATEGORY_WORDS[site.category]
  const { style, yearBuilt } = styleAndYear(rng, site.category)
  const architects = architectsFor(rng, world)
  const named = CLIENT_BY_NAME.find(([pattern]) => pattern.test(site.name))?.[1]
  const client = named ?? rng.pick(yearBuilt >= 1960 ? MODERN_CLIENTS : ORIGINAL_CLIENTS[site.category])
  const modern = yearBuilt >= 1960 && MODERN_CATEGORIES.has(site.category)
  const [detailA, detailB] = rng.sample(modern ? MODERN_DETAILS : words.details, 2)
  const categories = [site.category]
  if (rng.chance(0.2)) {
    const extra = rng.pick(CATEGORY_VALUES)
    if (extra !== site.category) categories.push(extra)
  }
  const hood = site.neighborhood.seed.name
  const summary = `${capitalise(article(style))} ${style} ${words.noun} ${inNeighborhood(hood)}, completed in ${yearBuilt} to designs by ${architects[0]}.`
  const facade = rng.pick(ctx.images.facades)
  const galleryPool = [...ctx.images.facades, ...ctx.images.patterns, ...ctx.images.skylines]
  const gallery = rng
    .sample(galleryPool, rng.int(1, 3))
    .map((d, i) =>
      pt.block(
        imageValue(d, `Illustration for ${site.name}: ${d.description}`, i === 0 ? `${site.name}, ${hood}` : `Detail, ${site.name}`),
      ),
    )
  // The description's draws, in the order they have always been made (the paragraphs' keys, then
  // the closing), so the documents generated from the same seed stay the same.
  const opening = pt.p(
    `${site.name} was built in ${yearBuilt} for ${client}. ${architects[0]} gave it ${article(style)} ${style} design, and it remains one of the more distinctive buildings on ${site.street.replace(/^\d+\s+/, '')}.`,
  )
  const detail = pt.p(detailA ?? words.details[0] ?? '')
  const closing = rng.pick(CLOSINGS)
  const ending = pt.p(`${detailB ?? ''} ${closing}`.trim())
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
    description: [opening, detail, ending],
    mainImage: imageValue(facade, `Illustration of ${site.name}: ${facade.description}`),
    gallery,
    accessibility: accessibility(rng),
    amenities: amenities(rng),
    editions: site.years.map((year) => buildEdition(ctx.rng(`${site.id}.edition.${year}`), ctx, site, year)),
    translations: [siteInSpanish(ctx, site, { style, yearBuilt, architect: architects[0] ?? '', closing: CLOSINGS.indexOf(closing) })],
  }
}
