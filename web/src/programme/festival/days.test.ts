import { describe, expect, it } from 'vitest'
import { datesBetween, dayInFestival, labelledDays } from './days'

describe('the festival days', () => {
  it('lists each calendar day from the first to the last, across a month end', () => {
    expect(datesBetween('2026-10-17', '2026-10-18')).toEqual(['2026-10-17', '2026-10-18'])
    expect(datesBetween('2026-10-31', '2026-11-01')).toEqual(['2026-10-31', '2026-11-01'])
  })

  it('takes the first day alone when the end is missing or earlier, and nothing without a start', () => {
    expect(datesBetween('2026-10-17', undefined)).toEqual(['2026-10-17'])
    expect(datesBetween('2026-10-17', '2026-10-01')).toEqual(['2026-10-17'])
    expect(datesBetween(undefined, '2026-10-18')).toEqual([])
    expect(datesBetween('not a date', '2026-10-18')).toEqual([])
  })

  it('never lists more than 14 days for a mistyped end date', () => {
    expect(datesBetween('2026-10-17', '2027-10-18')).toHaveLength(14)
  })

  it('labels each day for a visitor', () => {
    expect(labelledDays('2026-10-17', '2026-10-18')).toEqual([
      { date: '2026-10-17', label: 'Saturday, October 17', weekday: 'Saturday' },
      { date: '2026-10-18', label: 'Sunday, October 18', weekday: 'Sunday' },
    ])
  })

  it('says which day `at` is in the festival’s zone', () => {
    const dates = { year: 2026, timeZone: 'America/Chicago', start: '2026-10-17', end: '2026-10-18' }
    // 04:30 UTC on the 17th is still the 16th in Chicago.
    expect(dayInFestival(new Date('2026-10-17T04:30:00Z'), dates)).toEqual({ kind: 'before', day: '2026-10-16', first: '2026-10-17' })
    expect(dayInFestival(new Date('2026-10-17T15:00:00Z'), dates)).toEqual({ kind: 'festival-day', day: '2026-10-17' })
    expect(dayInFestival(new Date('2026-10-19T15:00:00Z'), dates)).toEqual({ kind: 'after', day: '2026-10-19' })
    expect(dayInFestival(new Date('2026-10-19T15:00:00Z'), { ...dates, start: undefined, end: undefined }).kind).toBe('no-dates')
  })
})
