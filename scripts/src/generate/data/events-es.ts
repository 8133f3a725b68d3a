// The events' words in Spanish, for the demo's Spanish translations, in the order of events.ts
// (beside this folder).

import { enBarrio } from '../translations'

export type EventCategoryEs = 'talk' | 'tour' | 'family' | 'performance' | 'workshop' | 'film' | 'party' | 'exhibition'

export interface TitlePartsEs {
  siteName: string
  neighborhood: string
  /** The topic, already in Spanish (TOPICS_ES). */
  topic: string
  person: string
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Each English topic of events.ts's TOPICS, in Spanish, with its article, for use mid-sentence. */
export const TOPICS_ES: Readonly<Record<string, string>> = {
  'terra cotta': 'la terracota',
  'the Chicago window': 'la ventana de Chicago',
  'adaptive reuse': 'la reutilización de edificios',
  'building with timber': 'la construcción con madera',
  'the boulevard system': 'el sistema de bulevares',
  'sacred spaces': 'los espacios sagrados',
  'women in architecture': 'las mujeres en la arquitectura',
  'the river’s industrial past': 'el pasado industrial del río',
  greystones: 'las casas de piedra gris',
  'the bungalow belt': 'el cinturón de bungalós',
  'public housing design': 'el diseño de la vivienda pública',
  'lakefront planning': 'la planificación de la costa',
  'Art Deco ornament': 'el ornamento art déco',
  'stained glass conservation': 'la conservación de vitrales',
  'green roofs': 'los techos verdes',
  'the elevated railway': 'el tren elevado',
  'neighborhood murals': 'los murales de barrio',
  'courtyard apartments': 'los edificios con patio',
}

/** Same categories, same number and order of patterns as TITLES in events.ts. */
export const TITLES_ES: Record<EventCategoryEs, readonly ((p: TitlePartsEs) => string)[]> = {
  talk: [
    (p) => `Charla: ${capitalise(p.topic)}`,
    (p) => `${p.person} habla sobre ${p.topic}`,
    (p) => `Conferencia al mediodía: ${capitalise(p.topic)}`,
    (p) => `Mesa redonda: El futuro de ${p.topic}`,
  ],
  tour: [
    (p) => `Detrás de escena en ${p.siteName}`,
    (p) => `Visita al anochecer de ${p.siteName}`,
    (p) => `Paseo por el barrio de ${p.neighborhood}`,
  ],
  family: [
    (p) => `Día en familia en ${p.siteName}`,
    (p) => `Tarde de construir una ciudad ${enBarrio(p.neighborhood)}`,
    (p) => `Búsqueda de dibujos para niños en ${p.siteName}`,
  ],
  performance: [(p) => `Recital en ${p.siteName}`, (p) => `Jazz en el vestíbulo de ${p.siteName}`, (p) => `Concierto coral en ${p.siteName}`],
  workshop: [
    (p) => `Taller de dibujo: ${capitalise(p.topic)}`,
    (p) => `Taller de fotografía en ${p.siteName}`,
    (p) => `Oficios de restauración: ${capitalise(p.topic)}`,
  ],
  film: [(p) => `Noche de cine: ${capitalise(p.topic)}`, (p) => `Proyección: Edificios de ${p.neighborhood}`],
  party: [(p) => `Recepción en la azotea de ${p.siteName}`, (p) => `Apertura nocturna en ${p.siteName}`],
  exhibition: [(p) => `Inauguración de la exposición: ${capitalise(p.topic)}`, (p) => `Exposición temporal en ${p.siteName}`],
}

export const DESCRIPTIONS_ES: Record<EventCategoryEs, string> = {
  talk: 'Una conversación sobre cómo se construyó la ciudad y quién la construyó, seguida de preguntas del público.',
  tour: 'Una visita guiada por quienes mejor conocen el edificio, con salas que suelen estar cerradas.',
  family: 'Actividades prácticas para niños y sus adultos: dibujar, construir y una breve búsqueda del tesoro.',
  performance: 'Música en vivo en un espacio hecho para reunirse: una ocasión de oír la sala como fue pensada.',
  workshop: 'Una sesión práctica con los materiales incluidos. No hace falta experiencia; los lugares son limitados.',
  film: 'Una proyección de documentales cortos sobre los edificios de la ciudad, presentada por sus realizadores.',
  party: 'Bebidas, música y vistas para celebrar el festival con quienes lo hacen posible.',
  exhibition: 'Dibujos, maquetas y fotografías que se muestran por primera vez, con los curadores presentes para conversar.',
}

/** The three festival events' titles. */
export const SPECIAL_TITLES_ES = {
  preview: (year: number) => `Velada de preestreno para socios ${year}`,
  opening: (year: number) => `Fiesta de inauguración del festival ${year}`,
  closing: (year: number) => `Celebración de clausura ${year}`,
}

/** The description's second paragraph and the cancellation line. */
export const EVENT_WORDS_ES = {
  meetAt: (venue: string, address: string) => `Punto de encuentro: ${venue}, ${address}. `,
  free: 'Gratis; ',
  tickets: (price: number) => `Entradas: $${price}; `,
  register: 'inscríbase con anticipación, porque los lugares son limitados. ',
  noRegistration: 'no hace falta inscribirse. ',
  accessibility: 'Consulte la información de accesibilidad del festival',
  cancelled: 'Este evento ha sido cancelado.',
  refunded: ' Se reembolsará automáticamente a quienes tengan entradas.',
  /** The summary: the category's description, then when and where. `when` is a Spanish date and time. */
  summary: (description: string, when: string, venue: string) => `${description} ${when}, en ${venue}.`,
}
