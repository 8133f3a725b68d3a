import { describe, expect, it } from 'vitest'
import { createRng, slugify } from './random'
import { chicagoDateTime, fechasDelFinDeSemana, festivalWeekend, spokenTime, weekdayOf } from './time'

describe('calendar helpers', () => {
  it('puts the festival on the Saturday between 12 and 18 October and the Sunday after', () => {
    expect(festivalWeekend(2026)).toEqual({ saturday: '2026-10-17', sunday: '2026-10-18' })
    expect(festivalWeekend(2025)).toEqual({ saturday: '2025-10-18', sunday: '2025-10-19' })
    expect(festivalWeekend(2024)).toEqual({ saturday: '2024-10-12', sunday: '2024-10-13' })
    expect(weekdayOf('2026-10-17')).toBe('saturday')
  })

  it('writes a weekend in Spanish, across a month’s end too', () => {
    expect(fechasDelFinDeSemana({ saturday: '2026-10-17', sunday: '2026-10-18' })).toBe('17 y 18 de octubre')
    expect(fechasDelFinDeSemana({ saturday: '2026-10-31', sunday: '2026-11-01' })).toBe('31 de octubre y 1 de noviembre')
  })

  it('writes Chicago times with daylight-saving offsets', () => {
    expect(chicagoDateTime('2026-10-17', '10:00')).toBe('2026-10-17T10:00:00-05:00')
    expect(chicagoDateTime('2026-11-01', '10:00')).toBe('2026-11-01T10:00:00-06:00')
    expect(chicagoDateTime('2026-03-08', '10:00')).toBe('2026-03-08T10:00:00-05:00')
    expect(chicagoDateTime('2026-03-07', '10:00')).toBe('2026-03-07T10:00:00-06:00')
  })

  it('says times the way people do', () => {
    expect(spokenTime('12:00')).toBe('noon')
    expect(spokenTime('18:30')).toBe('6:30 pm')
    expect(spokenTime('09:00')).toBe('9 am')
  })
})

describe('random streams', () => {
  it('repeats for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const rng = createRng(seed)
      return Array.from({ length: 5 }, () => rng.int(0, 1_000_000))
    }
    expect(draw('a')).toEqual(draw('a'))
    expect(draw('a')).not.toEqual(draw('b'))
  })

  it('makes ASCII slugs from names with accents and symbols', () => {
    expect(slugify('Sørensen Lofts')).toBe('sorensen-lofts')
    expect(slugify('Dąbrowski & Chávez Building')).toBe('dabrowski-and-chavez-building')
    expect(slugify('O’Rourke Hall')).toBe('o-rourke-hall')
  })
})
