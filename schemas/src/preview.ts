// Helpers for `preview.prepare`: Sanity hands prepare loosely typed values, so these narrow them
// before they are shown in lists and reference pickers.
import { DEFAULT_TIME_ZONE, type Option } from './names'
import { isIsoDate, isRecord, isTimeZone } from './rules'

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** Joins the parts that are present with a middle dot: "Loop · 2024 · Members only". */
export const joinParts = (...parts: unknown[]): string | undefined => {
  const present = parts.filter(
    (part): part is string | number => (typeof part === 'string' && part.trim() !== '') || typeof part === 'number',
  )
  return present.length > 0 ? present.join(' · ') : undefined
}

/** The title editors know an option value by, or the raw value if it is not in the list. */
export const optionTitle = <V extends string>(list: readonly Option<V>[], value: unknown) =>
  list.find((option) => option.value === value)?.title ?? text(value)

/** "2019–2024" for a run, "2016, 2019, 2024" otherwise; undefined when there are none. */
export const yearsLabel = (years: unknown): string | undefined => {
  if (!Array.isArray(years)) return undefined
  const sorted = [...new Set(years.filter((year): year is number => typeof year === 'number'))].sort((a, b) => a - b)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined) return undefined
  if (sorted.length > 2 && last - first === sorted.length - 1) return `${first}–${last}`
  return sorted.join(', ')
}

/** A datetime as a short Chicago-time label for lists, e.g. "Sat, Oct 12, 2024, 6:00 PM". */
export const dateTimeLabel = (value: unknown, timeZone: unknown): string | undefined => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // A mistyped zone must not break the list; the field's own rule reports it.
    timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  }).format(new Date(value))
}

/** The preview of a block that is known by its heading: "Stay in touch" / "Newsletter sign-up". */
export const headingPreview = (kind: string) => ({
  select: { heading: 'heading' },
  prepare: ({ heading }: { heading?: unknown }) => ({ title: text(heading) ?? kind, subtitle: kind }),
})

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const dateParts = (value: unknown) => {
  if (!isIsoDate(value)) return undefined
  const [year, month, day] = value.split('-').map(Number)
  return year === undefined || month === undefined || day === undefined ? undefined : { year, month: SHORT_MONTHS[month - 1], day }
}

/** A festival's dates as a list reads them: "Oct 17–18, 2026", "Sep 30 – Oct 1, 2026", "Oct 17, 2026". */
export const dateRangeLabel = (start: unknown, end: unknown): string | undefined => {
  const from = dateParts(start)
  if (!from) return undefined
  const to = dateParts(end)
  if (!to || (to.year === from.year && to.month === from.month && to.day === from.day)) return `${from.month} ${from.day}, ${from.year}`
  if (to.year !== from.year) return `${from.month} ${from.day}, ${from.year} – ${to.month} ${to.day}, ${to.year}`
  if (to.month !== from.month) return `${from.month} ${from.day} – ${to.month} ${to.day}, ${to.year}`
  return `${from.month} ${from.day}–${to.day}, ${to.year}`
}

const DAY_ABBREVIATIONS: Record<string, string> = { saturday: 'Sat', sunday: 'Sun' }

/** A festival edition's hours at a glance: "Sat 10:00–16:00 · Sun closed". */
export const hoursSummary = (hours: unknown): string => {
  const entries = Array.isArray(hours) ? hours.filter(isRecord) : []
  return Object.entries(DAY_ABBREVIATIONS)
    .map(([day, short]) => {
      const entry = entries.find((candidate) => candidate.day === day)
      if (!entry) return `${short} closed`
      return typeof entry.opens === 'string' && typeof entry.closes === 'string'
        ? `${short} ${entry.opens}–${entry.closes}`
        : `${short} hours missing`
    })
    .join(' · ')
}

/**
 * What a site list row says under the name: where it is, which years it took part, and how it
 * takes part in its latest year: "Loop · 2023–2026 · New in 2026 · Members only".
 */
export const siteSubtitle = (neighborhood: unknown, editions: unknown): string | undefined => {
  const dated = (Array.isArray(editions) ? editions.filter(isRecord) : []).filter(
    (edition): edition is Record<string, unknown> & { year: number } => typeof edition.year === 'number',
  )
  const latest = [...dated].sort((a, b) => b.year - a.year)[0]
  if (!latest) return joinParts(text(neighborhood), 'Not in any festival yet')
  return joinParts(
    text(neighborhood),
    yearsLabel(dated.map((edition) => edition.year)),
    latest.newThisYear === true ? `New in ${latest.year}` : undefined,
    latest.membersOnly === true ? 'Members only' : latest.memberPriority === true ? 'Member priority' : undefined,
    latest.reservationRequired === true ? 'Reservation required' : undefined,
  )
}
