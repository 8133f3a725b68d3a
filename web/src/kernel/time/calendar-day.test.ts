import { describe, expect, it } from 'vitest'
import { describeInHostZones } from '../../../test/host-zones'
import { calendarDay, localDay, zonedDateTime, zonedWallTime } from './calendar-day'

const CHICAGO = 'America/Chicago'
const utc = (iso: string) => new Date(iso)

describeInHostZones((setHostZone) => {
  it('zonedDateTime gives the Chicago instant (CDT, UTC−5 in October)', () => {
    setHostZone()
    expect(zonedDateTime('2026-10-17', '10:00', CHICAGO).toISOString()).toBe('2026-10-17T15:00:00.000Z')
    expect(zonedDateTime('2026-12-05', '10:00', CHICAGO).toISOString()).toBe('2026-12-05T16:00:00.000Z')
    expect(zonedDateTime('2026-10-17', '23:59', CHICAGO).toISOString()).toBe('2026-10-18T04:59:00.000Z')
    expect(zonedDateTime('2026-10-17', '10:00', 'Asia/Tokyo').toISOString()).toBe('2026-10-17T01:00:00.000Z')
  })

  it('fall back: an ambiguous time is the earlier instant (daylight time)', () => {
    setHostZone()
    // 2026-11-01 01:30 happens twice in Chicago: 06:30Z (CDT) then 07:30Z (CST).
    expect(zonedDateTime('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z')
    expect(zonedDateTime('2026-11-01', '00:30', CHICAGO).toISOString()).toBe('2026-11-01T05:30:00.000Z')
    expect(zonedDateTime('2026-11-01', '02:00', CHICAGO).toISOString()).toBe('2026-11-01T08:00:00.000Z')
  })

  it('spring forward: a time that does not exist moves forward by the gap', () => {
    setHostZone()
    // 2026-03-08 02:00–02:59 does not exist in Chicago; 02:30 → 03:30 CDT = 08:30Z.
    expect(zonedDateTime('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z')
    expect(zonedDateTime('2026-03-08', '01:59', CHICAGO).toISOString()).toBe('2026-03-08T07:59:00.000Z')
    expect(zonedDateTime('2026-03-08', '03:00', CHICAGO).toISOString()).toBe('2026-03-08T08:00:00.000Z')
  })

  it('calendarDay is the Chicago calendar date', () => {
    setHostZone()
    expect(calendarDay(utc('2026-10-18T04:59:00Z'), CHICAGO)).toBe('2026-10-17')
    expect(calendarDay(utc('2026-10-18T05:00:00Z'), CHICAGO)).toBe('2026-10-18')
  })
})

describe('the calendar day in a time zone, not the server’s', () => {
  it('marks today in the centre’s time zone', () => {
    // 03:00 UTC on a Monday is still Sunday evening in Chicago.
    const now = new Date('2026-11-23T03:00:00Z')
    expect(localDay(now, 'America/Chicago')).toEqual({ date: '2026-11-22', weekday: 'sunday' })
  })

  it('holds a membership through the expiry day in Chicago, not in UTC', () => {
    // 03:00 UTC on 1 July is still 30 June in Chicago.
    const lateEvening = new Date('2027-07-01T03:00:00Z')
    expect(calendarDay(lateEvening, CHICAGO)).toBe('2027-06-30')
  })
})

describe('zonedDateTime input', () => {
  it('rejects malformed values', () => {
    expect(() => zonedDateTime('2026-10-1', '10:00', CHICAGO)).toThrow(RangeError)
    expect(() => zonedDateTime('2026-10-17', '10h00', CHICAGO)).toThrow(RangeError)
  })
})

describe('zonedWallTime', () => {
  it('reads the wall clock of the zone, 24-hour, not the host’s', () => {
    // 2026-10-17 17:05:59 UTC is 12:05 in Chicago (CDT, UTC−5) and 02:05 the next day in Tokyo.
    const at = new Date('2026-10-17T17:05:59Z')
    expect(zonedWallTime(at, 'America/Chicago')).toBe('12:05')
    expect(zonedWallTime(at, 'Asia/Tokyo')).toBe('02:05')
    expect(zonedWallTime(zonedDateTime('2026-10-18', '00:30', 'America/Chicago'), 'America/Chicago')).toBe('00:30')
  })
})
