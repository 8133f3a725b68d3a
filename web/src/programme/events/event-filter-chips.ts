import { chipsFrom, type FilterChip } from '@/platform/lists/filter-chips'
import { eventFilterQuery, type EventFilters } from './event-filters'

// The events list's active filters as chips (platform/lists/filter-chips.ts), in the form's order.

/** What a filter's chip says: the list's words for a day, a category, a price or an audience. */
export type EventFilterLabel = (filter: 'day' | 'category' | 'price' | 'audience', value: string) => string

export function eventFilterChips(filters: EventFilters, label: EventFilterLabel): FilterChip[] {
  const values: { label: string; without: (f: EventFilters) => EventFilters }[] = []
  if (filters.day) values.push({ label: label('day', filters.day), without: (x) => ({ ...x, day: undefined }) })
  for (const category of filters.categories) {
    values.push({
      label: label('category', category),
      without: (x) => ({ ...x, categories: x.categories.filter((c) => c !== category) }),
    })
  }
  if (filters.price) values.push({ label: label('price', filters.price), without: (x) => ({ ...x, price: undefined }) })
  if (filters.audience) values.push({ label: label('audience', filters.audience), without: (x) => ({ ...x, audience: undefined }) })
  return chipsFrom(filters, values, eventFilterQuery)
}
