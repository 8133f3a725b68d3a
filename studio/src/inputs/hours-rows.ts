// The hours editor's model, as pure functions: which festival days a year has (from its festival's
// dates), which stored entry belongs to which day, and the entry a day gets when it is opened.
import { FESTIVAL_DAYS } from '@ohc/schemas/names'
import { addDays } from '@ohc/schemas/rollover'
import { isIsoDate, isRecord, publishedId, weekdayOf } from '@ohc/schemas/rules'

export type FestivalDay = (typeof FESTIVAL_DAYS)[number]['value']

/** The festival of a year, by its published version when it has one. */
export const FESTIVAL_OF_YEAR_QUERY = `*[_type == "festival" && year == $year]{_id, startDate, endDate}`

export interface FestivalDate {
  day: FestivalDay
  /** "Saturday" */
  title: string
  date: string
}

export interface HoursEntry {
  _key: string
  day?: unknown
  date?: unknown
  opens?: unknown
  closes?: unknown
}

export interface HoursRow extends FestivalDate {
  /** The stored entry for this day; none means the site is closed that day. */
  entry?: HoursEntry
  /** The stored date is not the festival's date for this day (e.g. copied from last year). */
  dateMismatch: boolean
}

const isFestivalDay = (value: unknown): value is FestivalDay => FESTIVAL_DAYS.some((option) => option.value === value)

/** Picks the published festival from the answer of FESTIVAL_OF_YEAR_QUERY, else its draft. */
export const pickFestival = (answer: unknown): { startDate?: unknown; endDate?: unknown } | undefined => {
  if (!Array.isArray(answer)) return undefined
  const festivals = answer.filter(isRecord)
  return festivals.find((festival) => festival._id === publishedId(String(festival._id))) ?? festivals[0]
}

/**
 * The festival days (Saturday, Sunday) between a festival's first and last day, with their dates.
 * A festival without a valid first day has none; a missing last day means a one-day festival.
 */
export const festivalDates = (festival: { startDate?: unknown; endDate?: unknown } | undefined): FestivalDate[] => {
  const start = festival?.startDate
  if (!isIsoDate(start)) return []
  const last = festival?.endDate
  const end = isIsoDate(last) && last >= start ? last : start
  const dates: FestivalDate[] = []
  // A festival is a weekend; the bound keeps a mistyped end date from listing a whole year.
  for (let date = start, i = 0; date <= end && i < 14; date = addDays(date, 1), i += 1) {
    const option = FESTIVAL_DAYS.find(({ value }) => value === weekdayOf(date))
    if (option) dates.push({ day: option.value, title: option.title, date })
  }
  return dates
}

/** The day an entry is filed under: its `day`, else the weekday of its date. */
const dayOf = (entry: HoursEntry): FestivalDay | undefined => {
  if (isFestivalDay(entry.day)) return entry.day
  const weekday = weekdayOf(entry.date)
  return isFestivalDay(weekday) ? weekday : undefined
}

export const hoursEntries = (value: unknown): HoursEntry[] =>
  Array.isArray(value)
    ? value.flatMap((item) => (isRecord(item) && typeof item._key === 'string' ? [{ ...item, _key: item._key }] : []))
    : []

/**
 * One row per festival day with the entry stored for it, plus the entries that fit no row
 * (a second entry for a day, a weekday that is not a festival day) for the editor to remove.
 */
export const hoursRows = (dates: FestivalDate[], value: unknown): { rows: HoursRow[]; strays: HoursEntry[] } => {
  const entries = hoursEntries(value)
  const used = new Set<string>()
  const rows = dates.map((festivalDate) => {
    const entry = entries.find((candidate) => !used.has(candidate._key) && dayOf(candidate) === festivalDate.day)
    if (entry) used.add(entry._key)
    return { ...festivalDate, entry, dateMismatch: entry !== undefined && entry.date !== festivalDate.date }
  })
  return { rows, strays: entries.filter((entry) => !used.has(entry._key)) }
}

/** Usual festival hours, offered when a day is first opened and no other day is open to copy. */
export const DEFAULT_HOURS = { opens: '10:00', closes: '17:00' } as const

/** The entry a day gets when the editor opens it: the other open day's times, or the usual ones. */
export const openedEntry = (row: FestivalDate, key: string, rows: HoursRow[]) => {
  const other = rows.find((candidate) => candidate.day !== row.day && candidate.entry)?.entry
  const opens = typeof other?.opens === 'string' ? other.opens : DEFAULT_HOURS.opens
  const closes = typeof other?.closes === 'string' ? other.closes : DEFAULT_HOURS.closes
  return { _type: 'festivalHours', _key: key, day: row.day, date: row.date, opens, closes }
}

/**
 * Where a newly opened day goes in the stored array, so entries stay in day order: before the
 * first later day that is already open, else at the end.
 */
export const insertionPoint = (row: FestivalDate, rows: HoursRow[]): { position: 'before' | 'after'; key?: string } => {
  const later = rows.slice(rows.findIndex((candidate) => candidate.day === row.day) + 1).find((candidate) => candidate.entry)
  return later?.entry ? { position: 'before', key: later.entry._key } : { position: 'after' }
}

/** "Saturday, October 17, 2026": the date as an editor reads it. */
export const longDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)))
}
