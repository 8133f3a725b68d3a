// Readers for the values people typed into the old site's spreadsheets. Each returns the value in
// our model's form, or throws a ValueError whose message quotes what was found and says what was
// expected — it becomes the report line for that row.

import { EVENT_CATEGORIES, SITE_CATEGORIES, YEAR_RANGE, type Option } from '@ohc/schemas/names'

/** The old site's city, the Chicago metropolitan area: its spreadsheets hold no other. */
const OLD_SITE_BOUNDS = { minLat: 41.6, maxLat: 42.1, minLng: -88.0, maxLng: -87.5 } as const

export class ValueError extends Error {}

const quote = (column: string, raw: string) => `${column} "${raw}"`

export function readNumber(column: string, raw: string): number {
  const n = Number(raw.replace(/,/g, ''))
  if (raw === '' || !Number.isFinite(n)) throw new ValueError(raw === '' ? `${column} is empty` : `${quote(column, raw)} is not a number`)
  return n
}

export function readCoordinate(column: 'Latitude' | 'Longitude', raw: string): number {
  const n = readNumber(column, raw)
  const [min, max] =
    column === 'Latitude' ? [OLD_SITE_BOUNDS.minLat, OLD_SITE_BOUNDS.maxLat] : [OLD_SITE_BOUNDS.minLng, OLD_SITE_BOUNDS.maxLng]
  if (n < min || n > max) throw new ValueError(`${quote(column, raw)} is outside the Chicago area (${min} to ${max})`)
  return n
}

export function readFestivalYear(column: string, raw: string): number {
  const n = Number(raw)
  if (!/^\d{4}$/.test(raw) || n < YEAR_RANGE.min || n > YEAR_RANGE.max)
    throw new ValueError(`${quote(column, raw)} is not a festival year (${YEAR_RANGE.min}–${YEAR_RANGE.max})`)
  return n
}

/** "1891", "c. 1891", "circa 1891" → 1891; empty → undefined. */
export function readYearBuilt(raw: string): number | undefined {
  if (raw === '') return undefined
  const match = /^(?:c\.?|ca\.?|circa)?\s*(\d{4})s?$/i.exec(raw)
  const n = match ? Number(match[1]) : NaN
  if (!(n >= 1800 && n <= 2100)) throw new ValueError(`${quote('Year Built', raw)} is not a year from 1800 to 2100; left out`)
  return n
}

const TRUE = new Set(['checked', 'true', 'yes', 'y', 'x', '1', '✓', '✔', '☑'])
const FALSE = new Set(['unchecked', 'false', 'no', 'n', '0', ''])

/** Airtable checkboxes: "checked"/"unchecked", also yes/no, true/false, x, 1/0; empty is unchecked. */
export function readCheckbox(column: string, raw: string): boolean {
  const v = raw.toLowerCase()
  if (TRUE.has(v)) return true
  if (FALSE.has(v)) return false
  throw new ValueError(`${quote(column, raw)} is neither checked nor unchecked`)
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number) => String(n).padStart(2, '0')

/** "2019-10-19", "10/19/2019" or "October 19, 2019" → "2019-10-19". */
export function readDate(column: string, raw: string): string {
  let y = NaN
  let m = NaN
  let d = NaN
  let match: RegExpExecArray | null
  if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw))) [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else if ((match = /^([A-Za-z]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(raw))) {
    m = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1
    ;[d, y] = [Number(match[2]), Number(match[3])]
  }
  const date = new Date(Date.UTC(y, m - 1, d))
  if (!(m >= 1) || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new ValueError(`${quote(column, raw)} is not a date like 2019-10-19 or 10/19/2019`)
  }
  return `${y}-${pad(m)}-${pad(d)}`
}

interface Clock {
  hour: number
  minute: number
  meridiem?: 'am' | 'pm'
  colon: boolean
}

function readClock(text: string): Clock | undefined {
  const t = text.trim().toLowerCase().replace(/\./g, '')
  if (t === 'noon') return { hour: 12, minute: 0, meridiem: 'pm', colon: true }
  if (t === 'midnight') return { hour: 12, minute: 0, meridiem: 'am', colon: true }
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(t)
  if (!match) return undefined
  const meridiem = match[3] ? (match[3].startsWith('a') ? 'am' : 'pm') : undefined
  return { hour: Number(match[1]), minute: Number(match[2] ?? 0), ...(meridiem ? { meridiem } : {}), colon: match[2] !== undefined }
}

function minutesOf(clock: Clock, meridiem: 'am' | 'pm' | undefined): number | undefined {
  if (clock.minute > 59) return undefined
  if (meridiem) {
    if (clock.hour < 1 || clock.hour > 12) return undefined
    return ((clock.hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + clock.minute
  }
  return clock.hour <= 23 ? clock.hour * 60 + clock.minute : undefined
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** One time of day: "6pm", "6:30 PM", "noon", "18:00" → "18:00". */
export function readTime(column: string, raw: string): string {
  const clock = readClock(raw)
  const minutes = clock && (clock.meridiem || clock.colon) ? minutesOf(clock, clock.meridiem) : undefined
  if (minutes === undefined) throw new ValueError(`${quote(column, raw)} is not a time like 6pm or 18:00`)
  return hhmm(minutes)
}

/**
 * Opening hours: "10am–5pm", "10 AM - 5 PM", "10–4pm" (the am/pm of the end applies to the start
 * when that keeps it before the end), "09:00-17:00", "noon to 4pm". "Closed" or empty: undefined.
 */
export function readHours(column: string, raw: string): { opens: string; closes: string } | undefined {
  if (raw === '' || /^closed$/i.test(raw)) return undefined
  const parts = raw.split(/\s*(?:–|—|-|\bto\b)\s*/i)
  const bad = () => new ValueError(`${quote(column, raw)} is not opening hours like "10am–5pm" (or "Closed")`)
  if (parts.length !== 2) throw bad()
  const [from, to] = parts.map((p) => readClock(p as string))
  if (!from || !to) throw bad()
  const closes = minutesOf(to, to.meridiem)
  if (closes === undefined || (!to.meridiem && !to.colon)) throw bad()
  let opens = minutesOf(from, from.meridiem)
  if (!from.meridiem && !from.colon) {
    const same = to.meridiem ? minutesOf(from, to.meridiem) : undefined
    opens = same !== undefined && same < closes ? same : minutesOf(from, 'am')
  }
  if (opens === undefined) throw bad()
  if (closes <= opens) throw new ValueError(`${quote(column, raw)} closes before it opens`)
  return { opens: hhmm(opens), closes: hhmm(closes) }
}

/** "Free", "", "0" → free; "$15", "15.00" → 15. */
export function readPrice(raw: string): { isFree: true } | { isFree: false; price: number } {
  if (raw === '' || /^free$/i.test(raw)) return { isFree: true }
  const match = /^\$?\s*(\d+(?:\.\d{1,2})?)$/.exec(raw)
  if (!match) throw new ValueError(`${quote('Price', raw)} is not a price like $15 or Free`)
  const price = Number(match[1])
  return price === 0 ? { isFree: true } : { isFree: false, price }
}

// Words the old site used for categories, beside our own values and titles.
const SITE_SYNONYMS: Record<string, string> = {
  'sacred spaces': 'religious',
  church: 'religious',
  'house of worship': 'religious',
  'houses of worship': 'religious',
  house: 'residential',
  homes: 'residential',
  apartments: 'residential',
  government: 'civic',
  office: 'commercial',
  retail: 'commercial',
  museum: 'cultural',
  arts: 'cultural',
  culture: 'cultural',
  school: 'education',
  university: 'education',
  'adaptive reuse': 'industrial',
  club: 'hotel',
  hotels: 'hotel',
  park: 'landscape',
  parks: 'landscape',
  garden: 'landscape',
  tower: 'skyscraper',
  'high-rise': 'skyscraper',
  theatre: 'theater',
  music: 'theater',
  transit: 'transport',
  transportation: 'transport',
}

function readOptions(
  column: string,
  raw: string,
  options: readonly Option[],
  synonyms: Record<string, string>,
): { values: string[]; unknown: string[] } {
  const values: string[] = []
  const unknown: string[] = []
  for (const label of raw
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const key = label.toLowerCase()
    const option = options.find((o) => o.value === key || o.title.toLowerCase() === key) ?? options.find((o) => o.value === synonyms[key])
    if (!option) unknown.push(label)
    else if (!values.includes(option.value)) values.push(option.value)
  }
  if (values.length === 0 && unknown.length > 0)
    throw new ValueError(`${quote(column, raw)} names no known category (${options.map((o) => o.title).join(', ')})`)
  return { values, unknown }
}

export const readSiteCategories = (raw: string) => {
  if (raw === '') throw new ValueError('Category is empty; a site needs at least one')
  return readOptions('Category', raw, SITE_CATEGORIES, SITE_SYNONYMS)
}

export const readEventCategories = (raw: string) =>
  readOptions('Category', raw, EVENT_CATEGORIES, { lecture: 'talk', tours: 'tour', kids: 'family', film: 'film', reception: 'party' })

/** "111 W Wacker Dr, Chicago, IL 60601" → street, city, ZIP; the city defaults to Chicago. */
export function readAddress(raw: string): { _type: 'address'; street: string; city: string; postalCode?: string } {
  if (raw === '') throw new ValueError('Address is empty')
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const zip = /\b(\d{5}(?:-\d{4})?)$/.exec(raw.trim())?.[1]
  const city = (parts[1] ?? '')
    .replace(/\b[A-Z]{2}\b\s*\d{5}(-\d{4})?$/, '')
    .replace(/\d{5}(-\d{4})?$/, '')
    .trim()
  return { _type: 'address', street: parts[0] as string, city: city || 'Chicago', ...(zip ? { postalCode: zip } : {}) }
}

/** A slug: lower case, accents dropped, "&" as "and", other runs of symbols as one dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '')
}
