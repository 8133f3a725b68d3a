import { currentFestival, liveList } from '@/content/programme'
import type { FilterChip } from '@/platform/lists/filter-chips'
import { formatDay } from '@/kernel/time'
import { contentLang } from '@/content/page-language'
import { wordsIn } from '@/platform/i18n/catalogues'
import { eventFilterChips } from './event-filter-chips'
import { eventDays, groupByDay, hasFilters, matchesEventFilters, type EventFilters } from './event-filters'

// What the events list shows for one set of filters, worked out here so the component only
// renders it: this festival's live events that match, grouped by day in the festival's time zone,
// every day that has events (for the form), and the chips that undo each filter, in the page's
// language (the events' translations, the catalogue's `events` words).

type LiveEvent = Awaited<ReturnType<typeof liveList<'events'>>>[number]['fields']

export interface EventsListView {
  year: number
  timeZone: string
  /** Every live event, for "3 match your filters (of 40)". */
  total: number
  shown: number
  filtered: boolean
  days: { day: string; events: LiveEvent[] }[]
  /** Every festival day with an event, for the day filter. */
  allDays: string[]
  chips: FilterChip[]
}

export async function eventsListView(filters: EventFilters, language: string): Promise<EventsListView> {
  const [{ year, timeZone }, events] = await Promise.all([
    currentFestival(),
    contentLang(language).then((lang) => liveList('events', lang)),
  ])
  const t = wordsIn(language, 'events')
  const shown = events.filter((e) => matchesEventFilters(e.fields, filters, timeZone)).map((e) => e.fields)
  return {
    year,
    timeZone,
    total: events.length,
    shown: shown.length,
    filtered: hasFilters(filters),
    days: groupByDay(shown, timeZone),
    allDays: eventDays(
      events.map((e) => e.fields),
      timeZone,
    ),
    chips: eventFilterChips(filters, (filter, value) =>
      filter === 'day' ? formatDay(value, false, language) : t(`${filter}.${value}` as 'price.free'),
    ),
  }
}
