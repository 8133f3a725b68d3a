import { describe, expect, it } from 'vitest'
import { parseCli } from './args'
import { dateForFestival, demoFestival, FESTIVAL_LEAD_DAYS, festivalIsOver, isCalendarDate, todayUtc } from './demo-festival.mjs'
import { addDays, daysBetween, weekdayOf } from './time'

describe('the demo festival of a generation date', () => {
  it('is the first weekend whose Saturday is at least the lead away, whatever the weekday', () => {
    expect(FESTIVAL_LEAD_DAYS).toBe(13)
    expect(demoFestival('2026-11-26')).toEqual({ saturday: '2026-12-12', sunday: '2026-12-13' })
    for (let i = 0; i < 7; i++) {
      const date = addDays('2026-11-23', i)
      const { saturday, sunday } = demoFestival(date)
      expect(weekdayOf(saturday), date).toBe('saturday')
      expect(sunday).toBe(addDays(saturday, 1))
      expect(daysBetween(date, saturday), date).toBeGreaterThanOrEqual(13)
      expect(daysBetween(date, saturday), date).toBeLessThanOrEqual(19)
    }
  })

  it('moves to the next weekend once the lead passes a Saturday, and into the next year', () => {
    // 2026-10-04 + 13 days is Saturday 17 October itself; a day later it is the 24th.
    expect(demoFestival('2026-10-04').saturday).toBe('2026-10-17')
    expect(demoFestival('2026-10-05').saturday).toBe('2026-10-24')
    expect(demoFestival('2026-12-20')).toEqual({ saturday: '2027-01-02', sunday: '2027-01-03' })
  })

  it('is over from the Monday after, and a date after it gives a later festival', () => {
    const festival = demoFestival('2026-11-26')
    expect(festivalIsOver(festival, '2026-11-26')).toBe(false)
    expect(festivalIsOver(festival, festival.sunday)).toBe(false)
    const monday = addDays(festival.sunday, 1)
    expect(festivalIsOver(festival, monday)).toBe(true)
    expect(demoFestival(monday).saturday > festival.sunday).toBe(true)
  })

  it('has a generation date for each Saturday that gives that Saturday back', () => {
    for (const saturday of ['2026-10-17', '2026-12-12', '2027-01-02']) {
      expect(demoFestival(dateForFestival(saturday)).saturday).toBe(saturday)
    }
  })

  it('takes only real dates, and reads today in UTC', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('26-02-28')).toBe(false)
    expect(() => demoFestival('tomorrow')).toThrow(/YYYY-MM-DD/)
    // 23:30 on 31 December in Chicago is already 1 January in UTC.
    expect(todayUtc(new Date('2026-12-31T23:30:00-06:00'))).toBe('2027-01-01')
  })
})

describe('generate: --date and --current-year', () => {
  it('places the festival by the date given, by today without one, or in mid-October of a year', () => {
    expect(parseCli(['--date', '2026-11-26'], '2030-01-01')).toMatchObject({ currentYear: 2026, currentSaturday: '2026-12-12' })
    expect(parseCli([], '2026-12-20')).toMatchObject({ currentYear: 2027, currentSaturday: '2027-01-02' })
    const pinned = parseCli(['--current-year', '2026'], '2030-01-01')
    expect(pinned).toMatchObject({ currentYear: 2026 })
    expect(pinned).not.toHaveProperty('currentSaturday')
  })

  it('refuses both at once, and dates that are not dates', () => {
    expect(() => parseCli(['--date', '2026-11-26', '--current-year', '2026'], '2026-11-26')).toThrow(/not both/)
    expect(() => parseCli(['--date', '2026-13-01'], '2026-11-26')).toThrow(/--date/)
    expect(() => parseCli(['--date', '2000-01-01'], '2026-11-26')).toThrow(/outside the years/)
  })
})
