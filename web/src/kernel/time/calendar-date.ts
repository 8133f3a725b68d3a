import { dateTimeFormat } from './intl'

// Calendar dates (YYYY-MM-DD, a festival day, an expiry day, a closure) have no time of day: they
// are formatted in UTC so the server's own time zone can never move them a day.

const DATE_STYLES = {
  /** "Saturday" */
  weekday: { weekday: 'long' },
  /** "17" */
  day: { day: 'numeric' },
  /** "October 17" */
  'month-day': { month: 'long', day: 'numeric' },
  /** "October 17, 2026" */
  'month-day-year': { month: 'long', day: 'numeric', year: 'numeric' },
  /** "Saturday, October 17" */
  'weekday-month-day': { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Saturday, October 17, 2026" */
  'weekday-month-day-year': { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof DATE_STYLES

/** Midday UTC of a calendar day (Invalid Date for a malformed one). */
function noonUtc(date: string): Date {
  return new Date(`${date}T12:00:00Z`)
}

const utcFormat = (style: DateStyle, locale?: string) => dateTimeFormat({ ...DATE_STYLES[style], timeZone: 'UTC' }, locale)

/** A calendar day (YYYY-MM-DD) in words, in the given style. */
export function formatCalendarDate(date: string, style: DateStyle, locale?: string): string {
  return utcFormat(style, locale).format(noonUtc(date))
}

/** "Saturday, October 17" for a YYYY-MM-DD day, with ", 2026" when asked; in `locale` (US English unless given). */
export function formatDay(day: string, withYear = false, locale?: string): string {
  return formatCalendarDate(day, withYear ? 'weekday-month-day-year' : 'weekday-month-day', locale)
}

function parse(date: string): Date | undefined {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

/**
 * "October 17–18, 2026", "September 30 – October 1, 2026", or one date. In another language than
 * English the range is Intl's own ("17–18 de octubre de 2026"); English keeps the house form,
 * which closes the space Intl puts around the dash between two days of one month.
 */
export function formatFestivalDates(startDate?: string, endDate?: string, locale?: string): string | undefined {
  const start = startDate ? parse(startDate) : undefined
  const end = endDate ? parse(endDate) : undefined
  const full = utcFormat('month-day-year', locale)
  const monthDay = utcFormat('month-day')
  if (!start) return end ? full.format(end) : undefined
  if (!end || end.getTime() === start.getTime()) return full.format(start)
  if (locale && !locale.startsWith('en')) return full.formatRange(start, end)
  const year = end.getUTCFullYear()
  if (start.getUTCFullYear() !== year) return `${full.format(start)} – ${full.format(end)}`
  if (start.getUTCMonth() === end.getUTCMonth()) return `${monthDay.format(start)}–${utcFormat('day').format(end)}, ${year}`
  return `${monthDay.format(start)} – ${monthDay.format(end)}, ${year}`
}

/** The week's days by name, Monday first, as `locale` writes them ("Monday"; "lunes"). 1 January 2024 was a Monday. */
export function weekdayNames(locale = 'en-US'): string[] {
  const format = dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }, locale)
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i, 12)))
}
