import { expect, it } from 'vitest'
import { dayToShow, daysShown, parseDayParam } from './days-shown'

it('lists every day of the festival, or today without dates', () => {
  expect(daysShown('2026-10-17', '2026-10-18', '2026-09-28')).toEqual(['2026-10-17', '2026-10-18'])
  expect(daysShown('2026-10-31', '2026-11-01', 'x')).toEqual(['2026-10-31', '2026-11-01'])
  expect(daysShown('2026-10-17', undefined, 'x')).toEqual(['2026-10-17'])
  expect(daysShown(undefined, undefined, '2026-09-28')).toEqual(['2026-09-28'])
  expect(daysShown('2026-10-17', '2027-10-18', 'x')).toHaveLength(14)
})

it('shows the day asked for, else today, else the nearest festival day', () => {
  const days = ['2026-10-17', '2026-10-18']
  expect(dayToShow(days, '2026-10-18', '2026-10-17')).toBe('2026-10-18')
  expect(dayToShow(days, '2026-10-19', '2026-10-18')).toBe('2026-10-18')
  expect(dayToShow(days, undefined, '2026-09-28')).toBe('2026-10-17')
  expect(dayToShow(days, undefined, '2026-12-01')).toBe('2026-10-18')
})

it('takes a day parameter only as YYYY-MM-DD', () => {
  expect(parseDayParam('2026-10-17')).toBe('2026-10-17')
  expect(parseDayParam(['2026-10-17'])).toBeUndefined()
  expect(parseDayParam('2026-10-17T00:00')).toBeUndefined()
  expect(parseDayParam(undefined)).toBeUndefined()
})
