// The words of buildings.ts (beside this file) that the demo's Spanish translations use, keyed as there.

import type { SiteCategory } from './buildings'

/** What the building is, with its article: "una torre". */
export const NOUNS_ES: Record<SiteCategory, string> = {
  residential: 'un edificio residencial',
  religious: 'un templo',
  civic: 'un edificio cívico',
  commercial: 'un edificio de oficinas',
  cultural: 'un edificio dedicado a las artes',
  education: 'un edificio escolar',
  industrial: 'un edificio industrial',
  hotel: 'un hotel',
  landscape: 'un jardín',
  skyscraper: 'una torre',
  theater: 'un teatro',
  transport: 'un edificio de transporte',
}

/** Each style's name as a label ("Neogótico") and inside a sentence ("de estilo neogótico"). */
export const STYLES_ES: Record<string, { label: string; inSentence: string }> = {
  Italianate: { label: 'Italianizante', inSentence: 'italianizante' },
  'Queen Anne': { label: 'Reina Ana', inSentence: 'Reina Ana' },
  'Romanesque Revival': { label: 'Neorrománico', inSentence: 'neorrománico' },
  'Chicago School': { label: 'Escuela de Chicago', inSentence: 'Escuela de Chicago' },
  'Beaux-Arts': { label: 'Beaux-Arts', inSentence: 'Beaux-Arts' },
  'Gothic Revival': { label: 'Neogótico', inSentence: 'neogótico' },
  'Prairie School': { label: 'Prairie School', inSentence: 'Prairie School' },
  'Classical Revival': { label: 'Neoclásico', inSentence: 'neoclásico' },
  'Art Deco': { label: 'Art déco', inSentence: 'art déco' },
  'Art Moderne': { label: 'Art moderne', inSentence: 'art moderne' },
  'Mid-century Modern': { label: 'Moderno de mediados de siglo', inSentence: 'moderno de mediados de siglo' },
  'International Style': { label: 'Estilo internacional', inSentence: 'internacional' },
  Brutalist: { label: 'Brutalista', inSentence: 'brutalista' },
  Postmodern: { label: 'Posmoderno', inSentence: 'posmoderno' },
  Contemporary: { label: 'Contemporáneo', inSentence: 'contemporáneo' },
}

/** The closing sentences of a description, in the order of sites.ts's CLOSINGS. */
export const CLOSINGS_ES = [
  'Rara vez abre al público fuera del fin de semana del festival.',
  'Sus dueños abren las puertas a los visitantes una vez al año, durante el festival.',
  'La mayoría de los días solo lo ven por dentro quienes lo usan; durante el festival, puede verlo cualquiera.',
] as const
