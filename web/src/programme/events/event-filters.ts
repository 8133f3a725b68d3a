import { EVENT_CATEGORIES, valuesOf } from '@ohc/schemas/names'
import { calendarDay } from '@/kernel/time'

// The events list's filters: read from the URL's query (the GET form's fields), so a filtered
// list is a link that can be shared, bookmarked and reloaded, and works without JavaScript.
// Values the form never offers are ignored rather than answered with an empty list.

export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value']

/** The price filter's values; their words are the catalogue's (`events.price`). */
export const PRICE_FILTERS = ['free', 'ticketed'] as const

/** The audience filter's values; their words are the catalogue's (`events.audience`). */
export const AUDIENCE_FILTERS = ['public', 'members'] as const

export interface EventFilters {
  day?: string
  /** Any of these (none chosen: all). */
  categories: EventCategory[]
  price?: (typeof PRICE_FILTERS)[number]
  audience?: (typeof AUDIENCE_FILTERS)[number]
}

export type SearchParams = Record<string, string | string[] | undefined>

/** What the filters need of an event (the API's event record has all of it). */
export interface FilterableEvent {
  start: string
  timeZone?: string
  categories: string[]
  isFree: boolean
  membersOnly: boolean
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function oneOf<V extends string>(values: readonly V[], raw: string | undefined): V | undefined {
  return values.find((v) => v === raw)
}

/** Every offered value the query repeats, once each, in the form's order. */
function someOf<V extends string>(values: readonly V[], raw: string | string[] | undefined): V[] {
  const given = new Set(Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
  return values.filter((v) => given.has(v))
}

export function parseEventFilters(params: SearchParams): EventFilters {
  const day = first(params.day)
  return {
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
    categories: someOf(valuesOf(EVENT_CATEGORIES), params.category),
    price: oneOf(PRICE_FILTERS, first(params.price)),
    audience: oneOf(AUDIENCE_FILTERS, first(params.audience)),
  }
}

/** The filters as a query string (without "?"), in a stable order, unset ones left out. */
export function eventFilterQuery(filters: EventFilters): string {
  const query = new URLSearchParams()
  if (filters.day) query.set('day', filters.day)
  for (const category of filters.categories) query.append('category', category)
  if (filters.price) query.set('price', filters.price)
  if (filters.audience) query.set('audience', filters.audience)
  return query.toString()
}

/** A URL's query as the record the filters read (a repeated name gives a list). */
export function searchParamsRecord(search: URLSearchParams): SearchParams {
  const record: Record<string, string | string[]> = {}
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name)
    record[name] = values.length === 1 ? values[0]! : values
  }
  return record
}

export function hasFilters(filters: EventFilters): boolean {
  return filters.day !== undefined || filters.categories.length > 0 || filters.price !== undefined || filters.audience !== undefined
}

/** The day an event starts on, in its own time zone (or the festival's when it names none). */
export function eventDay(event: FilterableEvent, festivalZone: string): string {
  return calendarDay(event.start, event.timeZone ?? festivalZone)
}

export function matchesEventFilters(event: FilterableEvent, filters: EventFilters, festivalZone: string): boolean {
  if (filters.day && eventDay(event, festivalZone) !== filters.day) return false
  if (filters.categories.length > 0 && !filters.categories.some((c) => event.categories.includes(c))) return false
  if (filters.price === 'free' && !event.isFree) return false
  if (filters.price === 'ticketed' && event.isFree) return false
  if (filters.audience === 'members' && !event.membersOnly) return false
  if (filters.audience === 'public' && event.membersOnly) return false
  return true
}

/** Events in the order given, grouped under the day each starts on (days in first-seen order). */
export function groupByDay<E extends FilterableEvent>(events: E[], festivalZone: string): { day: string; events: E[] }[] {
  const groups = new Map<string, E[]>()
  for (const event of events) {
    const day = eventDay(event, festivalZone)
    const group = groups.get(day)
    if (group) group.push(event)
    else groups.set(day, [event])
  }
  return [...groups].map(([day, list]) => ({ day, events: list }))
}

/** The distinct days with events, in calendar order: the day filter's options. */
export function eventDays(events: FilterableEvent[], festivalZone: string): string[] {
  return [...new Set(events.map((e) => eventDay(e, festivalZone)))].sort()
}
