// Helpers for `preview.prepare`: Sanity hands prepare loosely typed values, so these narrow them
// before they are shown in lists and reference pickers.
import { DEFAULT_TIME_ZONE, type Option } from './names'
import { isTimeZone } from './rules'

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** Joins the parts that are present with a middle dot: "Loop · 2024 · Members only". */
export const joinParts = (...parts: unknown[]): string | undefined => {
  const present = parts.filter(
    (part): part is string | number =>
      (typeof part === 'string' && part.trim() !== '') || typeof part === 'number',
  )
  return present.length > 0 ? present.join(' · ') : undefined
}

/** The title editors know an option value by, or the raw value if it is not in the list. */
export const optionTitle = <V extends string>(list: readonly Option<V>[], value: unknown) =>
  list.find((option) => option.value === value)?.title ?? text(value)

/** "2019–2024" for a run, "2016, 2019, 2024" otherwise; undefined when there are none. */
export const yearsLabel = (years: unknown): string | undefined => {
  if (!Array.isArray(years)) return undefined
  const sorted = [...new Set(years.filter((year): year is number => typeof year === 'number'))].sort(
    (a, b) => a - b,
  )
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
