import { describe, expect, it } from 'vitest'
import { wordsIn } from '@/platform/i18n/catalogues'
import { eventFilterChips, type EventFilterLabel } from './event-filter-chips'
import { parseEventFilters } from './event-filters'

const inWords =
  (language: string): EventFilterLabel =>
  (filter, value) => {
    const t = wordsIn(language, 'events')
    if (filter === 'day') return `Day ${value}`
    return t(`${filter}.${value}` as 'price.free')
  }
const chipsOf = (params: Record<string, string | string[]>, language = 'en') =>
  eventFilterChips(parseEventFilters(params), inWords(language))

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

  it('names them in the list’s language, the query unchanged', () => {
    expect(chipsOf({ category: 'talk', price: 'ticketed' }, 'es')).toEqual([
      { label: 'Charlas y conferencias', query: 'price=ticketed' },
      { label: 'De pago', query: 'category=talk' },
    ])
  })
})
