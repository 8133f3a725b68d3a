import { describe, expect, it } from 'vitest'
import { formatFestivalDates } from './calendar-date'

describe('formatFestivalDates', () => {
  it('joins a weekend in one month with an en dash', () => {
    expect(formatFestivalDates('2026-10-17', '2026-10-18')).toBe('October 17–18, 2026')
  })
  it('names both months when the festival spans two', () => {
    expect(formatFestivalDates('2026-09-30', '2026-10-01')).toBe('September 30 – October 1, 2026')
  })
  it('gives one date for a one-day festival or a missing end', () => {
    expect(formatFestivalDates('2026-10-17', '2026-10-17')).toBe('October 17, 2026')
    expect(formatFestivalDates('2026-10-17')).toBe('October 17, 2026')
  })
  it('answers nothing without dates', () => {
    expect(formatFestivalDates()).toBeUndefined()
  })
})
