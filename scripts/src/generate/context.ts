// What every document family needs to know about the run: its seed, scale and years, a source of
// per-document random streams, and the shared picture pool.

import type { FestivalWeekend } from './demo-festival.mjs'
import type { ImagePool } from './images'
import type { RngFactory } from './random'

/** A Content Lake document as it appears in an NDJSON export. */
export interface Doc {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface GeneratorOptions {
  seed: string
  scale: number
  currentYear: number
  /**
   * The current festival's Saturday, in `currentYear`, when the generation date chose it; absent,
   * the festival takes the year's weekend of mid-October like the archived years.
   */
  currentSaturday?: string
}

export interface Context extends GeneratorOptions {
  /** Festival years, oldest first; the last one is `currentYear`. */
  years: number[]
  /** Festival years before `currentYear`, oldest first. */
  archivedYears: number[]
  rng: RngFactory
  images: ImagePool
  /** The festival weekend of one of `years`. */
  weekend: (year: number) => FestivalWeekend
}

/** The centre itself: an invented organisation at an invented address on the river. */
export const CENTRE = {
  name: 'City Architecture Center',
  shortName: 'CAC',
  festival: 'Open House Chicago',
  address: '201 E Riverwalk, Chicago, IL 60601',
  location: { lat: 41.8878, lng: -87.6236 },
  domain: 'openhouse-demo.org',
  email: 'hello@openhouse-demo.org',
  phone: '+1 312-555-0142',
} as const

export const url = (path: string, host = 'www') => `https://${host}.${CENTRE.domain}${path}`

export const reference = (id: string) => ({ _type: 'reference' as const, _ref: id })

export const slugValue = (current: string) => ({ _type: 'slug' as const, current })

export const geopoint = (lat: number, lng: number) => ({
  _type: 'geopoint' as const,
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
})

/** Scales a scale-1 count; never below `min`. */
export const scaled = (ctx: Pick<Context, 'scale'>, count: number, min = 1) => Math.max(min, Math.round(count * ctx.scale))
