import { describe, expect, it } from 'vitest'
import { festivalPhase, type FestivalDates } from './phase'

const CHICAGO = 'America/Chicago'
const at = (iso: string) => new Date(iso)
const phaseAt = (iso: string, current: FestivalDates, next?: FestivalDates, timeZone = CHICAGO) =>
  festivalPhase({ timeZone, current, next, now: at(iso) })

// The demo festival: Saturday 17 and Sunday 18 October 2026, Chicago on daylight time (UTC−5).
const OCTOBER: FestivalDates = { year: 2026, startDate: '2026-10-17', endDate: '2026-10-18' }

describe('festivalPhase: the weekend in the festival’s zone', () => {
  it('the first second of the first day is the weekend; the second before is not', () => {
    expect(phaseAt('2026-10-17T04:59:59Z', OCTOBER).phase).toBe('programme')
    expect(phaseAt('2026-10-17T05:00:00Z', OCTOBER).phase).toBe('weekend')
  })

  it('the last second of the last day is the weekend; the next second it is over', () => {
    expect(phaseAt('2026-10-19T04:59:59Z', OCTOBER).phase).toBe('weekend')
    const after = phaseAt('2026-10-19T05:00:00Z', OCTOBER)
    expect(after.phase).toBe('over')
    expect(after.nextPhase).toBeNull()
  })

  it('says when the next phase starts', () => {
    expect(phaseAt('2026-10-10T12:00:00Z', OCTOBER).nextPhase).toEqual({ phase: 'weekend', startsAt: at('2026-10-17T05:00:00Z') })
    expect(phaseAt('2026-10-17T12:00:00Z', OCTOBER).nextPhase).toEqual({ phase: 'over', startsAt: at('2026-10-19T05:00:00Z') })
  })

  it('the same instants are other days in another zone', () => {
    // 05:00Z on the 17th is still the 16th in Los Angeles (22:00): not yet the weekend there.
    expect(phaseAt('2026-10-17T05:00:00Z', OCTOBER, undefined, 'America/Los_Angeles').phase).toBe('programme')
    expect(phaseAt('2026-10-17T07:00:00Z', OCTOBER, undefined, 'America/Los_Angeles').phase).toBe('weekend')
  })
})

describe('festivalPhase: across the daylight-saving change', () => {
  // Clocks go back in Chicago at 02:00 on Sunday 1 November 2026: the weekend starts on daylight
  // time (UTC−5) and ends on standard time (UTC−6), so it lasts 49 hours. A fixed offset would
  // end it an hour early.
  const FALL_BACK: FestivalDates = { year: 2026, startDate: '2026-10-31', endDate: '2026-11-01' }

  it('starts at midnight daylight time and ends at midnight standard time', () => {
    expect(phaseAt('2026-10-31T04:59:59Z', FALL_BACK).phase).toBe('programme')
    expect(phaseAt('2026-10-31T05:00:00Z', FALL_BACK).phase).toBe('weekend')
    expect(phaseAt('2026-11-02T05:30:00Z', FALL_BACK).phase).toBe('weekend')
    expect(phaseAt('2026-11-02T05:59:59Z', FALL_BACK).phase).toBe('weekend')
    expect(phaseAt('2026-11-02T06:00:00Z', FALL_BACK).phase).toBe('over')
  })

  it('spring forward: a weekend over the lost hour ends at midnight daylight time', () => {
    // Clocks go forward at 02:00 on Sunday 8 March 2026.
    const SPRING: FestivalDates = { year: 2026, startDate: '2026-03-07', endDate: '2026-03-08' }
    expect(phaseAt('2026-03-07T05:59:59Z', SPRING).phase).toBe('programme')
    expect(phaseAt('2026-03-07T06:00:00Z', SPRING).phase).toBe('weekend')
    expect(phaseAt('2026-03-09T04:59:59Z', SPRING).phase).toBe('weekend')
    expect(phaseAt('2026-03-09T05:00:00Z', SPRING).phase).toBe('over')
  })
})

describe('festivalPhase: before the weekend', () => {
  it('the programme is out six weeks before the first day when the content names no day', () => {
    // Six weeks before 17 October is Saturday 5 September, midnight in Chicago.
    const before = phaseAt('2026-09-05T04:59:59Z', OCTOBER)
    expect(before.phase).toBe('announced')
    expect(before.programmeFrom).toBe('2026-09-05')
    expect(before.nextPhase).toEqual({ phase: 'programme', startsAt: at('2026-09-05T05:00:00Z') })
    expect(phaseAt('2026-09-05T05:00:00Z', OCTOBER).phase).toBe('programme')
  })

  it('the content’s own programme day wins, and one after the first day is ignored', () => {
    const early = { ...OCTOBER, programmeFrom: '2026-08-01' }
    expect(phaseAt('2026-08-01T05:00:00Z', early).phase).toBe('programme')
    expect(phaseAt('2026-08-01T04:59:59Z', early).phase).toBe('announced')
    expect(phaseAt('2026-10-01T12:00:00Z', { ...OCTOBER, programmeFrom: '2026-10-20' }).programmeFrom).toBe('2026-09-05')
  })

  it('counts the calendar days to go in the festival’s zone', () => {
    // 23:30 on the 15th in Chicago (04:30Z on the 16th): two days to go, not one.
    expect(phaseAt('2026-10-16T04:30:00Z', OCTOBER).daysToGo).toBe(2)
    expect(phaseAt('2026-10-16T05:00:00Z', OCTOBER).daysToGo).toBe(1)
  })
})

describe('festivalPhase: a year without dates, and the next one', () => {
  it('a year with no announced dates is announced, with nothing to count down to', () => {
    const moment = phaseAt('2027-01-10T12:00:00Z', { year: 2027 })
    expect(moment).toMatchObject({ year: 2027, phase: 'announced', nextPhase: null })
    expect(moment.startDate).toBeUndefined()
    expect(moment.daysToGo).toBeUndefined()
  })

  it('a one-day festival (no last day) ends at midnight after its day', () => {
    const oneDay = { year: 2026, startDate: '2026-10-17' }
    expect(phaseAt('2026-10-18T04:59:59Z', oneDay).phase).toBe('weekend')
    expect(phaseAt('2026-10-18T05:00:00Z', oneDay).phase).toBe('over')
  })

  it('over becomes next-announced when a later year has its dates', () => {
    const next = { year: 2027, startDate: '2027-10-16', endDate: '2027-10-17' }
    const moment = phaseAt('2026-11-26T12:00:00Z', OCTOBER, next)
    expect(moment.phase).toBe('next-announced')
    expect(moment.next).toEqual({ year: 2027, startDate: '2027-10-16', endDate: '2027-10-17' })
    // Before the weekend is over, the next year changes nothing.
    expect(phaseAt('2026-10-18T12:00:00Z', OCTOBER, next).phase).toBe('weekend')
    // A later year without dates is not an announcement.
    expect(phaseAt('2026-11-26T12:00:00Z', OCTOBER, { year: 2027 }).phase).toBe('over')
  })
})
