import { describe, expect, it } from 'vitest'
import { evaluateGroq } from '@ohc/lake'
import { festivalHoursOfEdition, oneEditionPerYear } from '@ohc/schemas/validation'
import { TEMPLATE_CONTEXT_QUERY, eventInYear, festivalTourInYear, nextFestival, siteInYear, templateContext } from './values'

const dataset = [
  { _id: 'settings', _type: 'settings', title: 'Open House Chicago', currentYear: 2026, timeZone: 'America/Chicago' },
  { _id: 'festival.2025', _type: 'festival', year: 2025, title: 'Open House Chicago 2025', startDate: '2025-10-18' },
  { _id: 'festival.2026', _type: 'festival', year: 2026, title: 'Open House Chicago 2026', startDate: '2026-10-17' },
  // An unpublished festival is not yet a year to build on.
  { _id: 'drafts.festival.2027', _type: 'festival', year: 2027, title: 'Draft', startDate: '2027-10-09' },
]

const context = async () => templateContext(await evaluateGroq(TEMPLATE_CONTEXT_QUERY, {}, dataset))

describe('template context', () => {
  it('reads the current year, time zone and the published festivals', async () => {
    const result = await context()
    expect(result.currentYear).toBe(2026)
    expect(result.timeZone).toBe('America/Chicago')
    expect(result.festivals.map(({ year }) => year).sort()).toEqual([2025, 2026])
  })
  it('tolerates a dataset with no settings yet', () => {
    expect(templateContext({ settings: null, festivals: null })).toEqual({
      currentYear: undefined,
      timeZone: undefined,
      siteTitle: undefined,
      festivals: [],
    })
  })
})

describe('"Site in the current festival"', () => {
  it('starts with one edition for the year, marked new, that the schema accepts', () => {
    const value = siteInYear(2026)
    expect(value.editions).toHaveLength(1)
    expect(value.editions?.[0]).toMatchObject({ _type: 'siteEdition', year: 2026, newThisYear: true, membersOnly: false, hours: [] })
    expect(value.editions?.[0]?._key).toMatch(/^[0-9a-f]{12}$/)
    expect(oneEditionPerYear(value.editions)).toBe(true)
    expect(festivalHoursOfEdition(value.editions?.[0]?.hours, { parent: value.editions?.[0] })).toBe(true)
  })
  it('starts blank when no current year is set', () => {
    expect(siteInYear(undefined)).toEqual({})
  })
})

describe('events and tours', () => {
  it('puts a new event in the year, in the festival time zone', () => {
    expect(eventInYear(2026, 'America/Chicago')).toEqual({ year: 2026, timeZone: 'America/Chicago', membersOnly: false, cancelled: false })
    expect(eventInYear(undefined, undefined)).toEqual({ timeZone: 'America/Chicago', membersOnly: false, cancelled: false })
  })
  it('makes a festival site tour of the year', () => {
    expect(festivalTourInYear(2025)).toEqual({ kind: 'festival', mode: 'site-tour', year: 2025 })
  })
})

describe('"Festival for next year"', () => {
  it('prefills the year after the latest festival, its title and the same weekend of October', async () => {
    expect(nextFestival(await context())).toEqual({
      year: 2027,
      title: 'Open House Chicago 2027',
      startDate: '2027-10-16',
      endDate: '2027-10-17',
    })
  })
  it('follows the current year when it is ahead of every festival', () => {
    expect(nextFestival({ currentYear: 2030, festivals: [], siteTitle: 'Open House Chicago' })).toEqual({
      year: 2031,
      title: 'Open House Chicago 2031',
    })
  })
  it('leaves the year empty when there is nothing to count from', () => {
    expect(nextFestival({ festivals: [] })).toEqual({})
  })
})
