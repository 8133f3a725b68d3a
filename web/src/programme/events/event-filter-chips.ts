import { EVENT_CATEGORIES } from '@ohc/schemas/names'
import { chipsFrom, type FilterChip } from '@/platform/lists/filter-chips'
import { AUDIENCE_FILTERS, eventFilterQuery, PRICE_FILTERS, type EventFilters } from './event-filters'

// The events list's active filters as chips (platform/lists/filter-chips.ts), in the form's order.

export function eventFilterChips(filters: EventFilters, dayTitle: (day: string) => string): FilterChip[] {
  const values: { label: string; without: (f: EventFilters) => EventFilters }[] = []
  if (filters.day) values.push({ label: dayTitle(filters.day), without: (x) => ({ ...x, day: undefined }) })
  for (const category of filters.categories) {
    values.push({
      label: EVENT_CATEGORIES.find((c) => c.value === category)?.title ?? category,
      without: (x) => ({ ...x, categories: x.categories.filter((c) => c !== category) }),
    })
  }
  if (filters.price) {
    values.push({ label: PRICE_FILTERS.find((p) => p.value === filters.price)!.title, without: (x) => ({ ...x, price: undefined }) })
  }
  if (filters.audience) {
    values.push({
      label: AUDIENCE_FILTERS.find((a) => a.value === filters.audience)!.title,
      without: (x) => ({ ...x, audience: undefined }),
    })
  }
  return chipsFrom(filters, values, eventFilterQuery)
}
