import { describe, expect, it } from 'vitest'
import { describeInHostZones } from '../../../test/host-zones'
import { CLOSES_SOON_MINUTES, hoursOn, openState, type FestivalHours } from './opening-hours'

const CHICAGO = 'America/Chicago'
const hours: FestivalHours[] = [
  { day: 'saturday', date: '2026-10-17', opens: '10:00', closes: '17:00' },
  { day: 'sunday', date: '2026-10-18', opens: '12:00', closes: '16:00' },
]
const utc = (iso: string) => new Date(iso)

describeInHostZones((setHostZone) => {
  it('openState in the festival time zone', () => {
    setHostZone()
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
    setHostZone()
    const night: FestivalHours[] = [{ day: 'sunday', date: '2026-11-01', opens: '00:00', closes: '03:00' }]
    // 00:00 CDT = 05:00Z, 03:00 CST = 09:00Z: four real hours open.
    expect(openState(night, utc('2026-11-01T05:00:00Z'), CHICAGO).state).toBe('open')
    expect(openState(night, utc('2026-11-01T08:00:00Z'), CHICAGO).state).toBe('open')
    expect(openState(night, utc('2026-11-01T08:45:00Z'), CHICAGO).state).toBe('closes-soon')
    expect(openState(night, utc('2026-11-01T09:00:00Z'), CHICAGO).state).toBe('closed')
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
