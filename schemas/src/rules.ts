// The checks behind the Studio's validation, as plain functions of plain values. They know nothing
// of Sanity, so the tests (and the dataset validator in scripts/) can call them directly; the
// editor-facing messages live in validation.ts.
import { WEEKDAYS, YEAR_RANGE } from './names'

export type Weekday = (typeof WEEKDAYS)[number]['value']

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/

/** `HH:MM` on the 24-hour clock, 00:00–23:59, always two digits each (so strings sort as times). */
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && TIME_OF_DAY.test(value)

/** Minutes since midnight, or undefined for anything that is not a time of day. */
export const minutesOfDay = (value: unknown): number | undefined => {
  if (typeof value !== 'string') return undefined
  const match = TIME_OF_DAY.exec(value)
  if (!match) return undefined
  return Number(match[1]) * 60 + Number(match[2])
}

/** True when both are times of day and closing comes strictly after opening (no overnight hours). */
export const closesAfterOpens = (opens: unknown, closes: unknown): boolean => {
  const from = minutesOfDay(opens)
  const to = minutesOfDay(closes)
  return from !== undefined && to !== undefined && to > from
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The UTC midnight of a real calendar date written `YYYY-MM-DD` (so 2023-02-29 is rejected). */
const utcDate = (value: unknown): Date | undefined => {
  if (typeof value !== 'string') return undefined
  const match = ISO_DATE.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const roundTrips = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return roundTrips ? date : undefined
}

export const isIsoDate = (value: unknown): value is string => utcDate(value) !== undefined

/** The weekday of a `YYYY-MM-DD` date; a calendar date has the same weekday in every time zone. */
export const weekdayOf = (date: unknown): Weekday | undefined => {
  const parsed = utcDate(date)
  if (!parsed) return undefined
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(parsed.getUTCDay() + 6) % 7]?.value
}

/** True when `date` is a real date that falls on `day` (a WEEKDAYS value). */
export const weekdayMatches = (date: unknown, day: unknown): boolean => weekdayOf(date) !== undefined && weekdayOf(date) === day

/** The calendar year of a `YYYY-MM-DD` date. */
export const yearOfDate = (date: unknown): number | undefined => utcDate(date)?.getUTCFullYear()

/**
 * True when both are dates (`YYYY-MM-DD`) or both datetimes and `end` is not before `start`;
 * `strict` also rejects equal values (an event cannot end the moment it starts).
 */
export const endsAfterStarts = (start: unknown, end: unknown, strict = false): boolean => {
  const from = typeof start === 'string' ? Date.parse(start) : Number.NaN
  const to = typeof end === 'string' ? Date.parse(end) : Number.NaN
  if (Number.isNaN(from) || Number.isNaN(to)) return false
  return strict ? to > from : to >= from
}

/** A festival year: a whole number within YEAR_RANGE. */
export const isFestivalYear = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= YEAR_RANGE.min && value <= YEAR_RANGE.max

/** A map point: numeric latitude and longitude within their ranges. */
export const isGeopoint = (value: unknown): value is { lat: number; lng: number } => {
  if (!isRecord(value)) return false
  const { lat, lng } = value
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
}

const EARTH_RADIUS_KM = 6371.0088

/** The great-circle distance between two points, in kilometres. */
export const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The festival's area (settings' `area`): a centre and how far from it a map point may be. */
export interface FestivalArea {
  centre: { lat: number; lng: number }
  radiusKm: number
}

export const isFestivalArea = (value: unknown): value is FestivalArea =>
  isRecord(value) && isGeopoint(value.centre) && typeof value.radiusKm === 'number' && value.radiusKm > 0

/** An IANA time zone name the JavaScript runtime knows, e.g. America/Chicago. */
export const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.trim() === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** An ISO 4217 currency code the runtime formats, e.g. USD. */
export const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value)

/** A BCP 47 language tag in its canonical spelling, e.g. en, es, pt-BR. */
export const isLanguageTag = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return false
  try {
    return Intl.getCanonicalLocales(value)[0] === value
  } catch {
    return false
  }
}

/** An ISO 3166-1 alpha-2 country code, e.g. US. */
export const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value)

const parsesAsUrl = (value: string): boolean => {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/**
 * A link editors may put in menus and buttons: a path on this site (`/sites`, not `//host`), an
 * anchor (`#map`), a full http(s) address, or a `mailto:`/`tel:` link.
 */
export const isHref = (value: unknown): value is string => {
  if (typeof value !== 'string' || value !== value.trim() || value === '') return false
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  if (value.startsWith('#')) return value.length > 1
  if (/^https?:\/\//.test(value)) return parsesAsUrl(value)
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/.test(value)) return true
  return /^tel:\+?[\d().-]{3,}$/.test(value)
}

const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** A page path like `about/land-acknowledgment`: lowercase words and hyphens, no outer slashes. */
export const isPagePath = (value: unknown): value is string => typeof value === 'string' && PAGE_PATH.test(value)

/** The values that occur more than once, each reported once, in order of first repeat. */
export const duplicates = <T>(values: readonly T[]): T[] => {
  const seen = new Set<T>()
  const repeated = new Set<T>()
  for (const value of values) {
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return [...repeated]
}

/** The document id without its `drafts.` or `versions.<release>.` prefix. */
export const publishedId = (id: string): string => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/**
 * The value at `path` inside `root`, or undefined. A path is as Sanity's validation names it: field
 * names, array indexes, and `{_key}` for an array item; any other step finds nothing.
 */
export const valueAtPath = (root: unknown, path: readonly unknown[]): unknown =>
  path.reduce<unknown>((value, step) => {
    if (typeof step === 'string') return isRecord(value) ? value[step] : undefined
    if (!Array.isArray(value)) return undefined
    if (typeof step === 'number') return value[step]
    const key = isRecord(step) ? step._key : undefined
    return typeof key === 'string' ? value.find((item) => isRecord(item) && item._key === key) : undefined
  }, root)

/**
 * True when a tour session or an event registration gives its places out by ballot. A
 * registration that is not required takes no bookings at all, so its ballot does not count.
 */
export const booksByBallot = (holder: unknown): boolean => isRecord(holder) && holder.booking === 'ballot' && holder.required !== false

/**
 * A postal code in any country's form: letters and digits, with single spaces or hyphens between
 * them, 2 to 10 characters (60601, 60601-1234, 00100, SW1A 1AA, 08001).
 */
export const isPostalCode = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 2 && value.length <= 10 && /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/.test(value)
