import { describe, expect, it } from 'vitest'
import { eventDay, eventDays, groupByDay, hasFilters, matchesEventFilters, parseEventFilters, type FilterableEvent } from './event-filters'

const zone = 'America/Chicago'
const ev = (start: string, extra: Partial<FilterableEvent> = {}): FilterableEvent => ({
  start,
  categories: ['talk'],
  isFree: true,
  membersOnly: false,
  ...extra,
})

describe('events list filters', () => {
  it('reads the form’s values from the query and ignores values it never offers', () => {
    expect(parseEventFilters({ day: '2026-10-17', category: 'film', price: 'ticketed', audience: 'members' })).toEqual({
      day: '2026-10-17',
      categories: ['film'],
      price: 'ticketed',
      audience: 'members',
    })
    const junk = parseEventFilters({ day: 'saturday', category: 'opera', price: 'cheap', audience: ['x'] })
    expect(junk).toEqual({ day: undefined, categories: [], price: undefined, audience: undefined })
    expect(hasFilters(junk)).toBe(false)
    // Several categories, each once, in the form's order; unknown ones dropped.
    expect(parseEventFilters({ category: ['film', 'opera', 'talk', 'film'] }).categories).toEqual(['talk', 'film'])
    expect(hasFilters(parseEventFilters({ category: 'film' }))).toBe(true)
  })

  it('puts an event on the day it starts in its own time zone, not in UTC', () => {
    // 23:30 in Chicago on the 17th is already the 18th in UTC.
    expect(eventDay(ev('2026-10-17T23:30:00-05:00'), zone)).toBe('2026-10-17')
    expect(eventDay(ev('2026-10-18T04:30:00Z', { timeZone: 'Asia/Tokyo' }), zone)).toBe('2026-10-18')
    expect(eventDay(ev('2026-10-18T04:30:00Z'), zone)).toBe('2026-10-17')
  })

  it('keeps exactly the events matching every chosen filter', () => {
    const late = ev('2026-10-17T23:30:00-05:00', { categories: ['film', 'talk'], isFree: false })
    const sunday = ev('2026-10-18T10:00:00-05:00', { categories: ['family'], membersOnly: true })
    const events = [late, sunday]
    const pick = (q: Record<string, string | string[]>) => events.filter((e) => matchesEventFilters(e, parseEventFilters(q), zone))
    expect(pick({})).toEqual(events)
    expect(pick({ day: '2026-10-17' })).toEqual([late])
    expect(pick({ day: '2026-10-18' })).toEqual([sunday])
    expect(pick({ category: 'film' })).toEqual([late])
    expect(pick({ category: 'talk', day: '2026-10-18' })).toEqual([])
    // Categories: any of those chosen.
    expect(pick({ category: ['film', 'family'] })).toEqual(events)
    expect(pick({ category: ['family', 'workshop'] })).toEqual([sunday])
    expect(pick({ category: ['workshop'] })).toEqual([])
    expect(pick({ price: 'free' })).toEqual([sunday])
    expect(pick({ price: 'ticketed' })).toEqual([late])
    expect(pick({ audience: 'members' })).toEqual([sunday])
    expect(pick({ audience: 'public' })).toEqual([late])
  })

  it('groups by day in list order and offers the days in calendar order', () => {
    const a = ev('2026-10-18T09:00:00-05:00')
    const b = ev('2026-10-17T09:00:00-05:00')
    const c = ev('2026-10-18T11:00:00-05:00')
    expect(groupByDay([a, c, b], zone)).toEqual([
      { day: '2026-10-18', events: [a, c] },
      { day: '2026-10-17', events: [b] },
    ])
    expect(eventDays([a, c, b], zone)).toEqual(['2026-10-17', '2026-10-18'])
  })
})
