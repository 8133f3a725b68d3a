// The demo's Spanish for trails, their stops and points of interest: a `translations[]` entry
// made from the same facts as the English document, its Portable Text keys from an rng of its
// own, so adding the language does not move the English documents' random draws.

import type { Context } from './context'
import { TRAILS_ES } from './data/trails-es'
import { portableText } from './portable-text'
import { slugify } from './random'
import { DEMO_OTHER_LANGUAGE, translationEntry } from './translations'

/** A trail's title in Spanish, and the slug its stops' Spanish slugs start with. */
export function trailWordsEs(title: string) {
  const words = TRAILS_ES[title]
  if (!words) throw new Error(`No Spanish for the trail ${title}`)
  return { ...words, slug: slugify(words.title) }
}

interface TrailFacts {
  id: string
  title: string
  mode: 'walk' | 'bike' | 'drive'
  stops: number
  distanceKm: number
  durationMinutes: number
}

export function trailInSpanish(ctx: Context, { id, title, mode, stops, distanceKm, durationMinutes }: TrailFacts) {
  const words = trailWordsEs(title)
  const pt = portableText(ctx.rng(`${id}.${DEMO_OTHER_LANGUAGE}`))
  return {
    ...translationEntry('trailTranslation'),
    title: words.title,
    slug: { _type: 'slug', current: words.slug },
    summary: words.summary,
    description: [
      pt.p(words.summary),
      pt.p(`${stops} paradas, unos ${distanceKm} km. Calcule ${durationMinutes} minutos, más si entra en cada edificio.`),
      pt.h3('Antes de salir'),
      ...pt.bullets([
        'Consulte el horario de cada edificio: algunos abren un solo día del festival.',
        ['Descargue la ruta en su teléfono o ', pt.link('agregue las paradas a un itinerario', '/my-ohc/itineraries'), '.'],
        mode === 'bike'
          ? 'Hay estacionamiento para bicicletas en la mayoría de las paradas.'
          : mode === 'drive'
            ? 'El estacionamiento del festival está marcado en el mapa.'
            : 'Use calzado cómodo.',
      ]),
    ],
  }
}

interface StopFacts {
  id: string
  /** Where it is among the trail's stops, from 0. */
  index: number
  count: number
  /** Its title in Spanish, when it differs from the English (a point of interest's). */
  title: string | undefined
  /** Whether it is one of the festival's buildings. */
  building: boolean
  /** The next stop's title in Spanish. */
  next: string | undefined
  trailSlug: string
}

export function stopInSpanish(ctx: Context, { id, index, count, title, building, next, trailSlug }: StopFacts) {
  const pt = portableText(ctx.rng(`${id}.${DEMO_OTHER_LANGUAGE}`))
  return {
    ...translationEntry('stopTranslation'),
    ...(title ? { title } : {}),
    slug: { _type: 'slug', current: `${trailSlug}-parada-${index + 1}` },
    narrative: [
      pt.p(
        index === 0 ? 'Empiece aquí. ' : `Parada ${index + 1} de ${count}. `,
        building
          ? 'Este edificio abre sus puertas durante el fin de semana del festival.'
          : 'Tómese un momento aquí antes de seguir; los voluntarios le indicarán la siguiente parada.',
      ),
      pt.p(next ? `Siguiente: ${next}.` : 'Esta es la última parada. Gracias por recorrer la ruta con nosotros.'),
    ],
  }
}

export function pointOfInterestInSpanish({ name, description }: { name: string; description: string }) {
  return { ...translationEntry('pointOfInterestTranslation'), name, description }
}
