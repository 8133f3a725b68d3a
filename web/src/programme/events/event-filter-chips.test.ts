import { describe, expect, it } from 'vitest'
import { eventFilterChips } from './event-filter-chips'
import { parseEventFilters } from './event-filters'

const chipsOf = (params: Record<string, string | string[]>) => eventFilterChips(parseEventFilters(params), (day) => `Day ${day}`)

describe('eventFilterChips', () => {
  it('names each filter and removes only it', () => {
    expect(chipsOf({})).toEqual([])
    expect(chipsOf({ day: '2026-10-17', category: ['talk', 'family'], price: 'free', audience: 'members' })).toEqual([
      { label: 'Day 2026-10-17', query: 'category=talk&category=family&price=free&audience=members' },
      { label: 'Talks & lectures', query: 'day=2026-10-17&category=family&price=free&audience=members' },
      { label: 'Family & kids', query: 'day=2026-10-17&category=talk&price=free&audience=members' },
      { label: 'Free', query: 'day=2026-10-17&category=talk&category=family&audience=members' },
      { label: 'Members only', query: 'day=2026-10-17&category=talk&category=family&price=free' },
    ])
  })
})
