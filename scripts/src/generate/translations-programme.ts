// The demo's Spanish for tours and events: a `translations[]` entry made from the same facts as
// the English document. Each takes an rng of its own (for its Portable Text keys), so adding the
// language does not move the English documents' random draws.

import type { Context } from './context'
import { CITY_TOURS_ES } from './data/city-tours-es'
import type { CityTourSeed } from './data/city-tours'
import { DESCRIPTIONS_ES, EVENT_WORDS_ES, type EventCategoryEs } from './data/events-es'
import type { SitePlan } from './plan'
import { portableText } from './portable-text'
import { slugify } from './random'
import { toDate } from './time'
import { DEMO_OTHER_LANGUAGE, enBarrio, translationEntry } from './translations'

export function cityTourInSpanish(ctx: Context, id: string, seed: CityTourSeed) {
  const words = CITY_TOURS_ES[seed.title]
  if (!words) throw new Error(`No Spanish for the city tour ${seed.title}`)
  const pt = portableText(ctx.rng(`${id}.${DEMO_OTHER_LANGUAGE}`))
  return {
    ...translationEntry('tourTranslation'),
    title: words.title,
    slug: { _type: 'slug', current: slugify(words.title) },
    summary: words.summary,
    description: [
      pt.p(words.summary),
      pt.h3('El recorrido'),
      pt.p(words.route),
      pt.h3('Lo más destacado'),
      ...pt.bullets(words.highlights),
      pt.p(
        'Los recorridos salen con cualquier clima; los cruceros pueden reprogramarse si hay tormenta. ',
        pt.link('Lea sobre la accesibilidad de nuestros recorridos', '/city-tours/accessibility'),
        '.',
      ),
    ],
  }
}

interface SiteTourWords {
  id: string
  slug: string
  site: SitePlan
  duration: number
  free: boolean
  ticketsUrl: string
}

export function siteTourInSpanish(ctx: Context, { id, slug, site, duration, free, ticketsUrl }: SiteTourWords) {
  const pt = portableText(ctx.rng(`${id}.${DEMO_OTHER_LANGUAGE}`))
  return {
    ...translationEntry('tourTranslation'),
    title: `Visita guiada a ${site.name}`,
    slug: { _type: 'slug', current: slug.replace(/^guided-tour-of-/, 'visita-guiada-a-') },
    summary: `Una visita guiada de ${duration} minutos a ${site.name} ${enBarrio(site.neighborhood.seed.name)}, con espacios que el resto de los visitantes del festival no ven.`,
    description: [
      pt.p(
        `Acompañe a un guía voluntario en una visita a fondo de ${site.name}. Los grupos son pequeños: llegue diez minutos antes de su sesión.`,
      ),
      pt.p(
        free ? 'Gratis, pero hay que inscribirse.' : 'Las entradas apoyan al festival e incluyen una guía impresa.',
        ' ',
        pt.link('Reserve un lugar', ticketsUrl),
        '.',
      ),
    ],
  }
}

/** `17 de octubre, a las 18:30`: when an event is, in Spanish. */
export const cuando = (date: string, time: string) =>
  `${new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(toDate(date))}, a las ${time}`

interface EventWords {
  id: string
  title: string
  slug: string
  category: EventCategoryEs
  date: string
  start: string
  venue: { name: string; address: string }
  price: number | undefined
  withRegistration: boolean
  cancelled: boolean
}

export function eventInSpanish(ctx: Context, words: EventWords) {
  const { id, title, slug, category, date, start, venue, price, withRegistration, cancelled } = words
  const pt = portableText(ctx.rng(`${id}.${DEMO_OTHER_LANGUAGE}`))
  const w = EVENT_WORDS_ES
  return {
    ...translationEntry('eventTranslation'),
    title,
    slug: { _type: 'slug', current: slug },
    summary: w.summary(DESCRIPTIONS_ES[category], cuando(date, start), venue.name),
    description: [
      pt.p(DESCRIPTIONS_ES[category]),
      pt.p(
        w.meetAt(venue.name, venue.address),
        price === undefined ? w.free : w.tickets(price),
        withRegistration ? w.register : w.noRegistration,
        pt.link(w.accessibility, '/accessibility'),
        '.',
      ),
      ...(cancelled ? [pt.p(pt.strong(w.cancelled), w.refunded)] : []),
    ],
  }
}
