import { expect, it } from 'vitest'
import { describeInHostZones } from '../../../test/host-zones'
import { hoursToShow, visitsByHour } from './hourly'

// Visits fall in the hour the festival's zone shows at the tap, whatever the server's own zone.

const CHICAGO = 'America/Chicago'

describeInHostZones((setHostZone) => {
  it('buckets taps by the hour of the festival’s zone (CDT, UTC−5 in October)', () => {
    setHostZone()
    const byHour = visitsByHour(
      [
        { siteId: 'a', tappedAt: '2026-10-17T14:59:59.000Z', delta: 1 }, // 9:59 AM
        { siteId: 'a', tappedAt: '2026-10-17T15:00:00.000Z', delta: 1 }, // 10:00 AM
        { siteId: 'a', tappedAt: '2026-10-17T15:30:00.000Z', delta: 1 },
        { siteId: 'a', tappedAt: '2026-10-17T15:45:00.000Z', delta: -1 }, // an undo
        { siteId: 'b', tappedAt: '2026-10-17T21:10:00.000Z', delta: 3 }, // 4:10 PM
      ],
      CHICAGO,
    )
    expect(byHour.get('a')?.[9]).toBe(1)
    expect(byHour.get('a')?.[10]).toBe(1)
    expect(byHour.get('b')?.[16]).toBe(3)
    expect(byHour.get('b')?.reduce((s, n) => s + n, 0)).toBe(3)
  })

  it('uses the phone’s instant with its offset, and another zone when the settings name one', () => {
    setHostZone()
    const taps = [{ siteId: 'a', tappedAt: '2026-10-17T10:15:00-05:00', delta: 1 }]
    expect(visitsByHour(taps, CHICAGO).get('a')?.[10]).toBe(1)
    expect(visitsByHour(taps, 'Europe/London').get('a')?.[16]).toBe(1)
  })

  it('counts each hour once across the change back to standard time (the first 1 AM, then the second)', () => {
    setHostZone()
    const byHour = visitsByHour(
      [
        { siteId: 'a', tappedAt: '2026-11-01T06:30:00Z', delta: 1 }, // 1:30 AM CDT
        { siteId: 'a', tappedAt: '2026-11-01T07:30:00Z', delta: 1 }, // 1:30 AM CST
      ],
      CHICAGO,
    )
    expect(byHour.get('a')?.[1]).toBe(2)
  })

  it('ignores a tap without a readable time', () => {
    setHostZone()
    expect(visitsByHour([{ siteId: 'a', tappedAt: 'not a time', delta: 1 }], CHICAGO).size).toBe(0)
  })
})

it('shows the hours the doors are open, widened to every hour with counts', () => {
  const opens = [
    { opens: '10:00', closes: '17:00' },
    { opens: '09:30', closes: '16:30' },
  ]
  expect(hoursToShow(opens, new Map())).toEqual([9, 10, 11, 12, 13, 14, 15, 16])
  const early = new Map([['a', Object.assign(Array<number>(24).fill(0), { 8: 2, 18: 1 })]])
  expect(hoursToShow(opens, early)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
  expect(hoursToShow([], new Map())).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17])
})
