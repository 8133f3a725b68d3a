// The demo's Spanish: a `translations[]` entry for each site and neighborhood, made from the same
// plan as the English so the two say the same thing. Its Portable Text keys come from an rng of
// its own, so adding a language does not move the English documents' random draws.

import type { Context } from './context'
import { CLOSINGS_ES, NOUNS_ES, STYLES_ES } from './data/buildings-es'
import { NEIGHBORHOOD_DESCRIPTIONS_ES } from './data/neighborhoods-es'
import type { NeighborhoodPlan, SitePlan } from './plan'
import { portableText } from './portable-text'

/** The demo's other language (the settings' `languages.others`). */
export const DEMO_OTHER_LANGUAGE = 'es'

/** The start of a `<type>Translation` entry in the demo's other language. */
export const translationEntry = (type: string) => ({ _type: type, _key: DEMO_OTHER_LANGUAGE, language: DEMO_OTHER_LANGUAGE })

/** "en el Loop", "en el Near South Side", "en Pilsen". */
export const enBarrio = (name: string) =>
  / Side$/.test(name) || /^(Loop|West Loop|Gold Coast)$/.test(name) ? `en el ${name}` : `en ${name}`

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface SiteWords {
  style: string
  yearBuilt: number
  architect: string
  /** Which of the English closings the description ends with. */
  closing: number
}

/** The share of sites whose description the demo leaves untranslated, as a festival's editors would mid-season. */
const UNTRANSLATED_DESCRIPTIONS = 0.05

/**
 * A site's Spanish: its style, summary and a description of the same facts. Its name is the
 * building's own. A few descriptions are left out, so the Studio's "Not yet in Spanish" list and
 * the pages' fallback to English have something to show.
 */
export function siteInSpanish(ctx: Context, site: SitePlan, { style, yearBuilt, architect, closing }: SiteWords) {
  const rng = ctx.rng(`${site.id}.${DEMO_OTHER_LANGUAGE}`)
  const pt = portableText(rng)
  const described = !rng.chance(UNTRANSLATED_DESCRIPTIONS)
  const styleEs = STYLES_ES[style] ?? { label: style, inSentence: style }
  const street = site.street.replace(/^\d+\s+/, '')
  return {
    ...translationEntry('siteTranslation'),
    style: styleEs.label,
    summary: `${capitalise(NOUNS_ES[site.category])} de estilo ${styleEs.inSentence} ${enBarrio(site.neighborhood.seed.name)}, de ${yearBuilt}, obra de ${architect}.`,
    ...(described && {
      description: [
        pt.p(
          `${site.name} se construyó en ${yearBuilt}. ${architect} lo proyectó en estilo ${styleEs.inSentence}, y sigue siendo uno de los edificios más singulares de ${street}.`,
        ),
        pt.p(CLOSINGS_ES[closing] ?? CLOSINGS_ES[0]),
      ],
    }),
  }
}

/** A neighborhood's Spanish description; its name is the city's own. */
export function neighborhoodInSpanish(hood: NeighborhoodPlan) {
  const description = NEIGHBORHOOD_DESCRIPTIONS_ES[hood.seed.name]
  if (!description) throw new Error(`No Spanish description for the neighborhood ${hood.seed.name}`)
  return { ...translationEntry('neighborhoodTranslation'), description }
}
