import { describe, expect, it } from 'vitest'
import { upcomingClosures, weekHours } from './week'

const settings = {
  timeZone: 'America/Chicago',
  centreHours: [
    { day: 'monday' as const, opens: '09:30', closes: '17:00', closed: false },
    { day: 'tuesday' as const, closed: true },
    { day: 'sunday' as const, opens: '10:00', closes: '17:00', closed: false },
  ],
  specialClosures: [
    { date: '2026-11-26', reason: 'Thanksgiving Day' },
    { date: '2026-12-25', reason: 'Christmas Day' },
    { date: '2026-01-01' },
  ],
}

describe('the centre’s hours', () => {
  it('marks today in the centre’s time zone, not the server’s', () => {
    // 03:00 UTC on a Monday is still Sunday evening in Chicago.
    const now = new Date('2026-11-23T03:00:00Z')
    const rows = weekHours(settings, now)
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(['sunday'])
    expect(rows.map((r) => r.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
  })

  it('says Closed for a closed day and a day with no entry', () => {
    const rows = weekHours(settings, new Date('2026-11-23T18:00:00Z'))
    expect(rows.find((r) => r.day === 'monday')?.hours).toBe('9:30 AM – 5:00 PM')
    expect(rows.find((r) => r.day === 'tuesday')?.hours).toBe('Closed')
    expect(rows.find((r) => r.day === 'wednesday')?.hours).toBe('Closed')
  })

  it('lists the special closures from today within the window, soonest first', () => {
    const closures = upcomingClosures(settings, new Date('2026-11-26T15:00:00Z'), 60)
    expect(closures).toEqual([
      { date: '2026-11-26', reason: 'Thanksgiving Day', today: true },
      { date: '2026-12-25', reason: 'Christmas Day', today: false },
    ])
    expect(upcomingClosures(settings, new Date('2026-11-27T15:00:00Z'), 20)).toEqual([])
  })
})
