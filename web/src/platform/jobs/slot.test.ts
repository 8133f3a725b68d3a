import { describe, expect, it } from 'vitest'
import { slotStart } from './slot'

const iso = (at: string, everyMinutes: number) => slotStart(new Date(at), everyMinutes).toISOString()

describe('slotStart', () => {
  it('puts a moment in the slot that began at the last whole multiple of the length', () => {
    expect(iso('2026-10-17T14:07:59.999Z', 1)).toBe('2026-10-17T14:07:00.000Z')
    expect(iso('2026-10-17T14:07:59.999Z', 5)).toBe('2026-10-17T14:05:00.000Z')
    expect(iso('2026-10-17T14:07:59.999Z', 15)).toBe('2026-10-17T14:00:00.000Z')
    expect(iso('2026-10-17T14:59:59.999Z', 60)).toBe('2026-10-17T14:00:00.000Z')
    expect(iso('2026-10-17T23:59:59.999Z', 1440)).toBe('2026-10-17T00:00:00.000Z')
  })

  it('starts a new slot exactly on the boundary', () => {
    expect(iso('2026-10-17T14:15:00.000Z', 15)).toBe('2026-10-17T14:15:00.000Z')
    expect(iso('2026-10-18T00:00:00.000Z', 1440)).toBe('2026-10-18T00:00:00.000Z')
    expect(iso('2026-10-17T14:14:59.999Z', 15)).toBe('2026-10-17T14:00:00.000Z')
  })

  it('counts from 1970 in UTC, so a length that does not divide an hour still gives every process the same slots', () => {
    // 7-minute slots: 2026-10-17T14:00Z is minute 29,870,760 since 1970, 3 past a multiple of 7.
    expect(iso('2026-10-17T14:00:00.000Z', 7)).toBe('2026-10-17T13:57:00.000Z')
    expect(iso('2026-10-17T14:03:59.999Z', 7)).toBe('2026-10-17T13:57:00.000Z')
    expect(iso('2026-10-17T14:04:00.000Z', 7)).toBe('2026-10-17T14:04:00.000Z')
  })

  it('holds the moment within [start, start + length) for every length', () => {
    const moment = new Date('2026-10-17T14:07:31.250Z')
    for (const minutes of [1, 2, 3, 7, 10, 45, 90, 360, 1440]) {
      const start = slotStart(moment, minutes).getTime()
      expect(start).toBeLessThanOrEqual(moment.getTime())
      expect(moment.getTime()).toBeLessThan(start + minutes * 60_000)
      expect(start % (minutes * 60_000)).toBe(0)
    }
  })
})
