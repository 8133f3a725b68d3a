import { describe, expect, it } from 'vitest'
import { festivalHoursOfEdition } from '@ohc/schemas/validation'
import { festivalDates, hoursRows, insertionPoint, longDate, openedEntry, pickFestival } from './hours-rows'

const weekend = festivalDates({ startDate: '2026-10-17', endDate: '2026-10-18' })

describe('the festival days an edition gets rows for', () => {
  it('gives Saturday and Sunday with the festival’s dates', () => {
    expect(weekend).toEqual([
      { day: 'saturday', title: 'Saturday', date: '2026-10-17' },
      { day: 'sunday', title: 'Sunday', date: '2026-10-18' },
    ])
  })
  it('skips weekdays of a longer festival and handles a one-day one', () => {
    expect(festivalDates({ startDate: '2026-10-16', endDate: '2026-10-19' }).map(({ date }) => date)).toEqual(['2026-10-17', '2026-10-18'])
    expect(festivalDates({ startDate: '2026-10-17' }).map(({ day }) => day)).toEqual(['saturday'])
  })
  it('has no days without a valid first day, and ignores an end before the start', () => {
    expect(festivalDates(undefined)).toEqual([])
    expect(festivalDates({ startDate: 'October 17' })).toEqual([])
    expect(festivalDates({ startDate: '2026-10-17', endDate: '2026-10-01' }).map(({ day }) => day)).toEqual(['saturday'])
  })
  it('reads the published festival before a draft', () => {
    expect(
      pickFestival([
        { _id: 'drafts.festival.2026', startDate: 'a' },
        { _id: 'festival.2026', startDate: 'b' },
      ]),
    ).toEqual({ _id: 'festival.2026', startDate: 'b' })
    expect(pickFestival([{ _id: 'drafts.festival.2027', startDate: 'a' }])).toEqual({ _id: 'drafts.festival.2027', startDate: 'a' })
    expect(pickFestival(null)).toBeUndefined()
  })
})

describe('rows from the stored hours', () => {
  const saturday = { _key: 's', _type: 'festivalHours', day: 'saturday', date: '2026-10-17', opens: '10:00', closes: '16:00' }

  it('shows a stored day as open and a missing one as closed', () => {
    const { rows, strays } = hoursRows(weekend, [saturday])
    expect(rows.map((row) => [row.day, row.entry?._key, row.dateMismatch])).toEqual([
      ['saturday', 's', false],
      ['sunday', undefined, false],
    ])
    expect(strays).toEqual([])
  })
  it('flags hours whose date is last year’s, and files a dateless day by its name', () => {
    const stale = { ...saturday, date: '2025-10-18' }
    const { rows } = hoursRows(weekend, [stale, { _key: 'u', date: '2026-10-18' }])
    expect(rows[0]?.dateMismatch).toBe(true)
    expect(rows[1]?.entry?._key).toBe('u')
  })
  it('sets apart a second entry for a day and a weekday entry, for the editor to remove', () => {
    const { strays } = hoursRows(weekend, [saturday, { ...saturday, _key: 'dup' }, { _key: 'fri', day: 'friday', date: '2026-10-16' }])
    expect(strays.map((entry) => entry._key)).toEqual(['dup', 'fri'])
  })
  it('ignores values that are not stored entries', () => {
    expect(hoursRows(weekend, 'nonsense').rows.every((row) => row.entry === undefined)).toBe(true)
    expect(hoursRows(weekend, [null, { day: 'saturday' }]).strays).toEqual([])
  })
})

describe('opening a day', () => {
  it('copies the other open day’s times, with this day’s date, in a shape the schema accepts', () => {
    const { rows } = hoursRows(weekend, [{ _key: 's', day: 'saturday', date: '2026-10-17', opens: '11:00', closes: '15:00' }])
    const sunday = rows[1]
    if (!sunday) throw new Error('no Sunday row')
    const entry = openedEntry(sunday, 'k1', rows)
    expect(entry).toEqual({ _type: 'festivalHours', _key: 'k1', day: 'sunday', date: '2026-10-18', opens: '11:00', closes: '15:00' })
    const stored = [rows[0]?.entry, entry]
    expect(festivalHoursOfEdition(stored, { parent: { year: 2026 } })).toBe(true)
  })
  it('offers the usual 10:00–17:00 when no day is open', () => {
    const { rows } = hoursRows(weekend, [])
    const saturday = rows[0]
    if (!saturday) throw new Error('no Saturday row')
    expect(openedEntry(saturday, 'k', rows)).toMatchObject({ opens: '10:00', closes: '17:00' })
  })
  it('keeps the stored entries in day order: Saturday goes before an open Sunday', () => {
    const { rows } = hoursRows(weekend, [{ _key: 'sun', day: 'sunday', date: '2026-10-18' }])
    const [saturday, sunday] = weekend
    if (!saturday || !sunday) throw new Error('no weekend')
    expect(insertionPoint(saturday, rows)).toEqual({ position: 'before', key: 'sun' })
    expect(insertionPoint(sunday, hoursRows(weekend, []).rows)).toEqual({ position: 'after' })
  })
  it('labels a row with the date in words', () => {
    expect(longDate('2026-10-17')).toBe('Saturday, October 17, 2026')
  })
})
