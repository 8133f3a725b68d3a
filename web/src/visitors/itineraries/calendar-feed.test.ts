import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { bookedEntries, feedText, reviseEntries, type FeedEntry } from './calendar-feed'

// The feed's revisions (SEQUENCE and LAST-MODIFIED move only when an entry changes) and its text
// as a calendar app reads it (ical.js): UTC times, escaped and folded text, cancelled entries.

const at = (iso: string) => new Date(iso)
const visit: FeedEntry = {
  key: 'plan-item-1',
  title: 'Rookery; lobby, light court',
  start: at('2026-10-17T15:00:00Z'),
  end: at('2026-10-17T15:45:00Z'),
  path: '/sites/the-rookery',
  description: 'Walk of 12 min from your previous stop.\nCloses soon after you arrive.',
  cancelled: false,
}

describe('reviseEntries', () => {
  it('starts new entries at 0, keeps unchanged ones, raises changed ones with the time of the change', () => {
    const first = reviseEntries([visit], null, at('2026-10-01T10:00:00Z'))
    expect(first.changed).toBe(true)
    expect(first.events[0]).toMatchObject({ sequence: 0, lastModified: at('2026-10-01T10:00:00Z') })

    const same = reviseEntries([{ ...visit }], first.state, at('2026-10-02T10:00:00Z'))
    expect(same.changed).toBe(false)
    expect(same.state).toBe(first.state)
    expect(same.events[0]).toMatchObject({ sequence: 0, lastModified: at('2026-10-01T10:00:00Z') })

    const moved = reviseEntries([{ ...visit, start: at('2026-10-17T16:00:00Z') }], same.state, at('2026-10-03T10:00:00Z'))
    expect(moved.changed).toBe(true)
    expect(moved.events[0]).toMatchObject({ sequence: 1, lastModified: at('2026-10-03T10:00:00Z') })

    const cancelled = reviseEntries(
      [{ ...visit, start: at('2026-10-17T16:00:00Z'), cancelled: true }],
      moved.state,
      at('2026-10-04T10:00:00Z'),
    )
    expect(cancelled.events[0]).toMatchObject({ sequence: 2, lastModified: at('2026-10-04T10:00:00Z') })
  })

  it('forgets a removed entry, and reads a broken state as none', () => {
    const two = reviseEntries([visit, { ...visit, key: 'plan-item-2' }], null, at('2026-10-01T10:00:00Z'))
    const one = reviseEntries([visit], two.state, at('2026-10-02T10:00:00Z'))
    expect(Object.keys(JSON.parse(one.state) as object)).toEqual(['plan-item-1'])
    expect(reviseEntries([visit], '{not json', at('2026-10-02T10:00:00Z')).events[0]?.sequence).toBe(0)
  })
})

describe('feedText', () => {
  it('is a calendar ical.js reads: names, times in UTC, text escaped and folded, bookings, cancellations', () => {
    const now = at('2026-10-05T12:00:00Z')
    const booked = bookedEntries([
      { id: 'r1', title: 'River tour', start: '2026-10-17T14:00:00-05:00', path: '/tours/river', seats: 2, cancelled: true },
      { id: 'r2', title: 'No start', start: 'not a date', seats: 1, cancelled: false },
    ])
    expect(booked).toHaveLength(1)
    const revised = reviseEntries([visit, ...booked], null, now)
    const text = feedText(revised, { name: 'Saturday, with Ana', timeZone: 'America/Chicago', origin: 'https://openhouse.example', now })
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)

    const calendar = new ICAL.Component(ICAL.parse(text))
    // ical.js leaves the name properties as written, so their TEXT escaping shows.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Saturday\\, with Ana')
    expect(calendar.getFirstPropertyValue('name')).toBe('Saturday\\, with Ana')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago')
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H')
    const events = calendar.getAllSubcomponents('vevent').map((c) => ({ c, e: new ICAL.Event(c) }))
    expect(events.map(({ e }) => e.uid)).toEqual(['plan-item-1@openhouse.example', 'booking-r1@openhouse.example'])
    const [first, second] = events
    expect(first!.e.summary).toBe('Rookery; lobby, light court')
    expect(first!.e.description).toBe(visit.description)
    expect(first!.e.startDate.toJSDate()).toEqual(visit.start)
    expect(first!.c.getFirstPropertyValue('url')).toBe('https://openhouse.example/sites/the-rookery')
    expect(first!.c.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(second!.e.startDate.toJSDate()).toEqual(at('2026-10-17T19:00:00Z'))
    expect(second!.e.endDate.toJSDate()).toEqual(at('2026-10-17T20:00:00Z'))
    expect(second!.e.summary).toBe('Cancelled: River tour')
    expect(second!.c.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(second!.e.sequence).toBe(0)
    expect(String(second!.c.getFirstPropertyValue('dtstamp'))).toBe('2026-10-05T12:00:00Z')
  })
})
