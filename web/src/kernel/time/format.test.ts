import { describe, expect, it } from 'vitest'
import { describeInHostZones } from '../../../test/host-zones'
import { formatWallTime, formatWallTimeRange, formatZonedTime } from './format'

const CHICAGO = 'America/Chicago'

describeInHostZones((setHostZone) => {
  it('formats times without shifting them', () => {
    setHostZone()
    expect(formatWallTimeRange('10:00', '17:00').replace(/\s/g, ' ')).toBe('10:00 AM – 5:00 PM')
    expect(formatWallTimeRange('09:30', '12:00').replace(/\s/g, ' ')).toMatch(/^9:30 AM – 12:00 PM$/)
    expect(formatZonedTime(new Date('2026-10-17T22:00:00Z'), CHICAGO).replace(/\s/g, ' ')).toBe('5:00 PM')
  })
})

describe('wall-clock times', () => {
  it('writes them in 12-hour form, noon and midnight included', () => {
    expect(formatWallTime('08:30')).toBe('8:30 AM')
    expect(formatWallTime('12:00')).toBe('12:00 PM')
    expect(formatWallTime('00:15')).toBe('12:15 AM')
    expect(formatWallTime('18:30')).toBe('6:30 PM')
    expect(formatWallTime('20:00')).toBe('8:00 PM')
  })
})
