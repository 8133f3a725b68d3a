import { describe, expect, it } from 'vitest'
import { festivalPhase } from '@/programme/festival/phase'
import { countdownText, seeYouText } from './countdown'

const current = { year: 2026, startDate: '2026-10-17', endDate: '2026-10-18' }
const after = new Date('2026-11-26T18:00:00Z')

describe('the home page’s line under the dates', () => {
  it('counts the days down to today', () => {
    expect(countdownText(58)).toBe('58 days to go.')
    expect(countdownText(1)).toBe('The festival starts tomorrow.')
    expect(countdownText(0)).toBe('The festival starts today.')
    expect(countdownText(undefined)).toBeUndefined()
  })

  it('after the weekend, sees you next year, or on the next dates once known', () => {
    expect(seeYouText(festivalPhase({ timeZone: 'America/Chicago', current, now: after }))).toBe('See you in 2027.')
    const next = { year: 2027, startDate: '2027-10-16', endDate: '2027-10-17' }
    expect(seeYouText(festivalPhase({ timeZone: 'America/Chicago', current, next, now: after }))).toBe('See you on October 16–17, 2027.')
  })

  it('says the same in Spanish, the dates as Spanish writes them', () => {
    expect(countdownText(58, 'es')).toBe('Faltan 58 días.')
    expect(countdownText(1, 'es')).toBe('El festival empieza mañana.')
    expect(seeYouText(festivalPhase({ timeZone: 'America/Chicago', current, now: after }), 'es')).toBe('Nos vemos en 2027.')
    const next = { year: 2027, startDate: '2027-10-16', endDate: '2027-10-17' }
    expect(seeYouText(festivalPhase({ timeZone: 'America/Chicago', current, next, now: after }), 'es')).toBe(
      'Nos vemos el 16–17 de octubre de 2027.',
    )
  })
})
