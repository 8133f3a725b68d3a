import { afterAll, describe, expect, it } from 'vitest'
import {
  CLOSES_SOON_MINUTES,
  formatTimeRange,
  formatZonedTime,
  hoursOn,
  openState,
  zonedDate,
  zonedDateTime,
  type FestivalHours,
} from './hours'

const CHICAGO = 'America/Chicago'
const hours: FestivalHours[] = [
  { day: 'saturday', date: '2026-10-17', opens: '10:00', closes: '17:00' },
  { day: 'sunday', date: '2026-10-18', opens: '12:00', closes: '16:00' },
]
const utc = (iso: string) => new Date(iso)

// The host's own zone must never matter: every assertion runs with the process in each of these.
// (Node re-reads TZ when it is assigned.)
const originalTz = process.env.TZ
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

describe.each(['UTC', 'Asia/Tokyo', 'America/Chicago', 'Pacific/Kiritimati'])('host in %s', (hostTz) => {
  it('runs in that zone', () => {
    process.env.TZ = hostTz
    // Sanity check that the switch took: local getHours differs between hosts for the same instant.
    const probe = new Date('2026-10-17T15:00:00Z')
    const expected = { UTC: 15, 'Asia/Tokyo': 0, 'America/Chicago': 10, 'Pacific/Kiritimati': 5 }[hostTz]
    expect(probe.getHours()).toBe(expected)
  })

  it('zonedDateTime gives the Chicago instant (CDT, UTC−5 in October)', () => {
    process.env.TZ = hostTz
    expect(zonedDateTime('2026-10-17', '10:00', CHICAGO).toISOString()).toBe('2026-10-17T15:00:00.000Z')
    expect(zonedDateTime('2026-12-05', '10:00', CHICAGO).toISOString()).toBe('2026-12-05T16:00:00.000Z')
    expect(zonedDateTime('2026-10-17', '23:59', CHICAGO).toISOString()).toBe('2026-10-18T04:59:00.000Z')
    expect(zonedDateTime('2026-10-17', '10:00', 'Asia/Tokyo').toISOString()).toBe('2026-10-17T01:00:00.000Z')
  })

  it('fall back: an ambiguous time is the earlier instant (daylight time)', () => {
    process.env.TZ = hostTz
    // 2026-11-01 01:30 happens twice in Chicago: 06:30Z (CDT) then 07:30Z (CST).
    expect(zonedDateTime('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z')
    expect(zonedDateTime('2026-11-01', '00:30', CHICAGO).toISOString()).toBe('2026-11-01T05:30:00.000Z')
    expect(zonedDateTime('2026-11-01', '02:00', CHICAGO).toISOString()).toBe('2026-11-01T08:00:00.000Z')
  })

  it('spring forward: a time that does not exist moves forward by the gap', () => {
    process.env.TZ = hostTz
    // 2026-03-08 02:00–02:59 does not exist in Chicago; 02:30 → 03:30 CDT = 08:30Z.
    expect(zonedDateTime('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z')
    expect(zonedDateTime('2026-03-08', '01:59', CHICAGO).toISOString()).toBe('2026-03-08T07:59:00.000Z')
    expect(zonedDateTime('2026-03-08', '03:00', CHICAGO).toISOString()).toBe('2026-03-08T08:00:00.000Z')
  })

  it('openState in the festival time zone', () => {
    process.env.TZ = hostTz
    // Before Saturday's opening, the same Chicago day.
    expect(openState(hours, utc('2026-10-17T13:00:00Z'), CHICAGO)).toEqual({
      state: 'opens-later',
      opensAt: utc('2026-10-17T15:00:00Z'),
    })
    // The first minute open; the last minute before "closes soon".
    expect(openState(hours, utc('2026-10-17T15:00:00Z'), CHICAGO).state).toBe('open')
    expect(openState(hours, utc('2026-10-17T21:29:00Z'), CHICAGO).state).toBe('open')
    // Within the closing window, and the closing time itself is closed.
    const soon = openState(hours, utc(`2026-10-17T21:${60 - CLOSES_SOON_MINUTES}:00Z`), CHICAGO)
    expect(soon).toEqual({ state: 'closes-soon', closesAt: utc('2026-10-17T22:00:00Z') })
    expect(openState(hours, utc('2026-10-17T21:59:59Z'), CHICAGO).state).toBe('closes-soon')
    // After Saturday: closed, and it says Sunday's opening.
    expect(openState(hours, utc('2026-10-17T22:00:00Z'), CHICAGO)).toEqual({
      state: 'closed',
      opensAt: utc('2026-10-18T17:00:00Z'),
    })
    // 02:00Z on Sunday is still Saturday evening in Chicago: Sunday's opening is another day.
    expect(openState(hours, utc('2026-10-18T02:00:00Z'), CHICAGO).state).toBe('closed')
    // Sunday morning in Chicago: opens later today.
    expect(openState(hours, utc('2026-10-18T14:00:00Z'), CHICAGO).state).toBe('opens-later')
    expect(openState(hours, utc('2026-10-18T18:00:00Z'), CHICAGO)).toEqual({
      state: 'open',
      closesAt: utc('2026-10-18T21:00:00Z'),
    })
    // After the festival, and with no hours at all.
    expect(openState(hours, utc('2026-10-19T12:00:00Z'), CHICAGO)).toEqual({ state: 'closed' })
    expect(openState([], utc('2026-10-17T18:00:00Z'), CHICAGO)).toEqual({ state: 'closed' })
  })

  it('openState across a DST change (hours on the fall-back night)', () => {
    process.env.TZ = hostTz
    const night: FestivalHours[] = [{ day: 'sunday', date: '2026-11-01', opens: '00:00', closes: '03:00' }]
    // 00:00 CDT = 05:00Z, 03:00 CST = 09:00Z: four real hours open.
    expect(openState(night, utc('2026-11-01T05:00:00Z'), CHICAGO).state).toBe('open')
    expect(openState(night, utc('2026-11-01T08:00:00Z'), CHICAGO).state).toBe('open')
    expect(openState(night, utc('2026-11-01T08:45:00Z'), CHICAGO).state).toBe('closes-soon')
    expect(openState(night, utc('2026-11-01T09:00:00Z'), CHICAGO).state).toBe('closed')
  })

  it('zonedDate is the Chicago calendar date', () => {
    process.env.TZ = hostTz
    expect(zonedDate(utc('2026-10-18T04:59:00Z'), CHICAGO)).toBe('2026-10-17')
    expect(zonedDate(utc('2026-10-18T05:00:00Z'), CHICAGO)).toBe('2026-10-18')
  })

  it('formats times without shifting them', () => {
    process.env.TZ = hostTz
    expect(formatTimeRange('10:00', '17:00').replace(/\s/g, ' ')).toBe('10:00 AM – 5:00 PM')
    expect(formatTimeRange('09:30', '12:00').replace(/\s/g, ' ')).toMatch(/^9:30 AM – 12:00 PM$/)
    expect(formatZonedTime(utc('2026-10-17T22:00:00Z'), CHICAGO).replace(/\s/g, ' ')).toBe('5:00 PM')
  })
})

describe('hoursOn', () => {
  it('finds a day by date or by name, undefined when closed', () => {
    expect(hoursOn(hours, '2026-10-18')).toBe(hours[1])
    expect(hoursOn(hours, 'saturday')).toBe(hours[0])
    expect(hoursOn(hours.slice(0, 1), 'sunday')).toBeUndefined()
    expect(hoursOn(hours, '2026-10-19')).toBeUndefined()
  })
})

describe('zonedDateTime input', () => {
  it('rejects malformed values', () => {
    expect(() => zonedDateTime('2026-10-1', '10:00', CHICAGO)).toThrow(RangeError)
    expect(() => zonedDateTime('2026-10-17', '10h00', CHICAGO)).toThrow(RangeError)
  })
})
