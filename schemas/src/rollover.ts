// Planning a new festival year from the current one: the festival document to create, the year
// settings move to, and a draft of every returning site with a new edition. Pure and
// deterministic, so the Studio's "Start festival" action and the `rollover` CLI in scripts/ write
// exactly the same documents, and tests can check them without a dataset.
import { FESTIVAL_DAYS, WEEKDAYS, YEAR_RANGE } from './names'
import { isFestivalYear, isIsoDate, isRecord, publishedId, weekdayOf } from './rules'

type Doc = { _id: string; _type: string; [k: string]: unknown }

export interface RolloverInput {
  year: number
  /** YYYY-MM-DD, the new festival's Saturday. */
  saturday: string
  /** At least settings, festivals and sites (published). A site's draft, when given, is built on. */
  documents: Array<{ _id: string; _type: string; [k: string]: unknown }>
}

export interface RolloverPlan {
  /** The festival document to create, `_id: "festival.<year>"`. */
  festival: { _id: string; _type: 'festival'; [k: string]: unknown }
  /** The value `settings.currentYear` takes: the new year (the previous one moves to the archive). */
  currentYear: number
  /** One draft per returning site (`_id: "drafts.<site id>"`), sorted by id. */
  siteDrafts: Array<{ _id: string; _type: 'site'; [k: string]: unknown }>
  /** What an editor should check afterwards; the plan is still usable. */
  warnings: string[]
}

type FestivalDay = (typeof FESTIVAL_DAYS)[number]['value']

/** `YYYY-MM-DD` plus `days`; calendar arithmetic in UTC, so no time zone can shift the date. */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number)
  const next = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
  return next.toISOString().slice(0, 10)
}

/** The dates of the festival weekend that starts on `saturday`, by festival day. */
export const weekendOf = (saturday: string): Record<FestivalDay, string> => ({
  saturday,
  sunday: addDays(saturday, 1),
})

/**
 * A Sanity array `_key` (12 hex digits) derived from `seed`: two FNV-1a hashes with different
 * offsets, so the same site and year always get the same key and reruns write identical drafts.
 */
export const derivedKey = (seed: string): string => {
  const fnv = (offset: number) => {
    let hash = offset
    for (let i = 0; i < seed.length; i += 1) {
      hash ^= seed.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    return hash.toString(16).padStart(8, '0')
  }
  return (fnv(0x811c9dc5) + fnv(0x050c5d1f)).slice(0, 12)
}

/** A derived key that no item of `items` already has (a clash is astronomically rare, but cheap to rule out). */
const freshKey = (seed: string, items: Record<string, unknown>[]): string => {
  const taken = new Set(items.map((item) => item._key))
  let key = derivedKey(seed)
  for (let attempt = 1; taken.has(key); attempt += 1) key = derivedKey(`${seed}|${attempt}`)
  return key
}

/**
 * A festival title for `year`: the previous festival's with its year replaced ("Open House Chicago
 * 2026" → "… 2027"), or the year appended; without one, the site title and the year.
 */
export const titleForYear = (year: number, previousTitle: unknown, previousYear: unknown, siteTitle: unknown): string => {
  if (typeof previousTitle === 'string' && previousTitle.trim() !== '') {
    const from = typeof previousYear === 'number' ? String(previousYear) : undefined
    return from !== undefined && previousTitle.includes(from) ? previousTitle.replaceAll(from, String(year)) : `${previousTitle} ${year}`
  }
  return `${typeof siteTitle === 'string' && siteTitle.trim() !== '' ? siteTitle : 'Open House'} ${year}`
}

/**
 * The likely Saturday of the `year` festival: the same Saturday of the same month as a previous
 * festival's (the third Saturday of October stays the third), or undefined without a valid date.
 */
export const suggestSaturday = (previousSaturday: unknown, year: number): string | undefined => {
  if (!isIsoDate(previousSaturday) || weekdayOf(previousSaturday) !== 'saturday') return undefined
  const [, month, day] = previousSaturday.split('-').map(Number)
  if (month === undefined || day === undefined) return undefined
  const nth = Math.ceil(day / 7)
  const first = new Date(Date.UTC(year, month - 1, 1))
  // Days from the 1st to the first Saturday (getUTCDay: Sunday 0 … Saturday 6).
  const firstSaturday = 1 + ((6 - first.getUTCDay() + 7) % 7)
  const candidate = firstSaturday + (nth - 1) * 7
  const inMonth = new Date(Date.UTC(year, month - 1, candidate)).getUTCMonth() === month - 1
  // A fifth Saturday that the new year's month lacks becomes the month's last one.
  const date = Date.UTC(year, month - 1, inMonth ? candidate : candidate - 7)
  return new Date(date).toISOString().slice(0, 10)
}

const isFestivalDay = (value: unknown): value is FestivalDay => FESTIVAL_DAYS.some((option) => option.value === value)

const recordsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

const yearOf = (value: Record<string, unknown>): number | undefined => (typeof value.year === 'number' ? value.year : undefined)

const nameOf = (site: Doc): string => (typeof site.name === 'string' ? site.name : publishedId(site._id))

// Server-maintained fields: a draft written with them would claim a revision it does not have.
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_system'])

const withoutSystemFields = (doc: Doc): Doc => {
  const copy: Doc = { _id: doc._id, _type: doc._type }
  for (const [key, value] of Object.entries(doc)) {
    if (!SYSTEM_FIELDS.has(key)) copy[key] = structuredClone(value)
  }
  return copy
}

/** Checks the request and returns the year being rolled from; throws what an editor should fix. */
const checkRequest = ({ year, saturday, documents }: RolloverInput): number => {
  const settings = documents.find((doc) => doc._id === 'settings')
  const current = settings?.currentYear
  if (!isFestivalYear(current)) {
    throw new Error('Settings has no current festival year — set it before starting a new festival.')
  }
  if (!isFestivalYear(year)) {
    throw new Error(`Enter a festival year: a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`)
  }
  if (year <= current) {
    throw new Error(`The new festival year must be after ${current}, the current one.`)
  }
  if (!isIsoDate(saturday)) {
    throw new Error(`"${saturday}" is not a date — enter the Saturday as YYYY-MM-DD, e.g. ${year}-10-17.`)
  }
  const weekday = weekdayOf(saturday)
  if (weekday !== 'saturday') {
    const title = WEEKDAYS.find((option) => option.value === weekday)?.title
    throw new Error(`${saturday} is a ${title}, not a Saturday — pick the festival's Saturday.`)
  }
  if (!saturday.startsWith(`${year}-`)) {
    throw new Error(`${saturday} is not in ${year} — pick the Saturday of the ${year} festival.`)
  }
  const taken = documents.find((doc) => doc._type === 'festival' && (yearOf(doc) === year || publishedId(doc._id) === `festival.${year}`))
  if (taken) {
    const draft = taken._id !== publishedId(taken._id) ? ' (an unpublished draft)' : ''
    throw new Error(`There is already a festival for ${year}${draft} — open it instead of starting another.`)
  }
  return current
}

const festivalFor = (year: number, saturday: string, previousYear: number, documents: Doc[], warnings: string[]) => {
  const previous = documents
    .filter((doc) => doc._type === 'festival' && doc._id === publishedId(doc._id))
    .filter((doc) => (yearOf(doc) ?? Infinity) <= previousYear)
    .sort((a, b) => (yearOf(b) ?? 0) - (yearOf(a) ?? 0))[0]
  const previousYearOf = previous ? yearOf(previous) : undefined
  const title = titleForYear(year, previous?.title, previousYearOf, documents.find((doc) => doc._id === 'settings')?.title)
  if (typeof previous?.title !== 'string') {
    warnings.push(`No earlier festival had a title to copy, so the new one is called "${title}" — change it if needed.`)
  }
  const { sunday } = weekendOf(saturday)
  return { _id: `festival.${year}`, _type: 'festival' as const, year, title, startDate: saturday, endDate: sunday }
}

/** The new edition of a site: its latest edition's arrangements, moved to the new weekend. */
const editionFor = (site: Doc, latest: Record<string, unknown>, year: number, saturday: string, warnings: string[]) => {
  const weekend = weekendOf(saturday)
  const siteId = publishedId(site._id)
  const hours = recordsOf(latest.hours).flatMap((entry) => {
    // The day is what the row is filed under; a row without one is known by its date's weekday.
    const day = isFestivalDay(entry.day) ? entry.day : weekdayOf(entry.date)
    if (!isFestivalDay(day)) {
      warnings.push(`${nameOf(site)}: hours on ${String(entry.date ?? 'a day')} are not on a festival day and were left out.`)
      return []
    }
    const row: Record<string, unknown> = {
      _type: 'festivalHours',
      _key: derivedKey(`${siteId}|${year}|${day}`),
      day,
      date: weekend[day],
    }
    if (entry.opens !== undefined) row.opens = entry.opens
    if (entry.closes !== undefined) row.closes = entry.closes
    return [row]
  })
  const edition: Record<string, unknown> = {
    _type: 'siteEdition',
    _key: freshKey(`${siteId}|${year}`, recordsOf(site.editions)),
    year,
    hours,
  }
  if (typeof latest.visitorExperience === 'string') edition.visitorExperience = latest.visitorExperience
  edition.membersOnly = latest.membersOnly === true
  edition.memberPriority = latest.memberPriority === true
  edition.newThisYear = false
  edition.reservationRequired = latest.reservationRequired === true
  if (latest.reservationRequired === true) {
    if (typeof latest.reservationUrl === 'string') edition.reservationUrl = latest.reservationUrl
    warnings.push(`${nameOf(site)} requires reservations: check its booking link for ${year}.`)
  }
  return edition
}

/** Plans the rollover to `year`; throws an Error with an editor-readable message when it cannot. */
export function planRollover(input: RolloverInput): RolloverPlan {
  const { year, saturday, documents } = input
  const previousYear = checkRequest(input)
  const warnings: string[] = []
  const festival = festivalFor(year, saturday, previousYear, documents, warnings)

  // Build on a site's draft when there is one, so unpublished edits are kept, not overwritten.
  // Release versions (versions.<release>.<id>) are not the editors' working copy and are ignored.
  const published = new Map<string, Doc>()
  const drafts = new Map<string, Doc>()
  for (const doc of documents) {
    if (doc._type !== 'site') continue
    const id = publishedId(doc._id)
    if (doc._id === id) published.set(id, doc)
    else if (doc._id === `drafts.${id}`) drafts.set(id, doc)
  }

  const siteDrafts: RolloverPlan['siteDrafts'] = []
  for (const id of [...new Set([...published.keys(), ...drafts.keys()])].sort()) {
    const base = drafts.get(id) ?? published.get(id)
    if (!base) continue
    const editions = recordsOf(base.editions)
    if (!editions.some((edition) => yearOf(edition) === previousYear)) continue
    if (editions.some((edition) => yearOf(edition) === year)) {
      warnings.push(`${nameOf(base)} already has a ${year} edition; it was left as it is.`)
      continue
    }
    const latest = editions.filter((edition) => (yearOf(edition) ?? Infinity) < year).sort((a, b) => (yearOf(b) ?? 0) - (yearOf(a) ?? 0))[0]
    if (!latest) continue
    if (drafts.has(id)) warnings.push(`${nameOf(base)} had unpublished changes; the ${year} edition was added to them.`)
    const draft = withoutSystemFields(base)
    const edition = editionFor(base, latest, year, saturday, warnings)
    siteDrafts.push({ ...draft, _id: `drafts.${id}`, _type: 'site', editions: [...recordsOf(draft.editions), edition] })
  }
  if (siteDrafts.length === 0) {
    warnings.push(`No site took part in ${previousYear}, so no site was carried forward to ${year}.`)
  }
  return { festival, currentYear: year, siteDrafts, warnings }
}
