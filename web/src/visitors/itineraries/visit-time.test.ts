import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '@/platform/i18n/catalogues'
import { VISIT_CHOICES, visitLabel } from './visit-time'

const english = CATALOGUES.en.itineraryEdit
const spanish = CATALOGUES.es.itineraryEdit

describe('visitLabel', () => {
  it('says each choice briefly', () => {
    expect(VISIT_CHOICES.map((m) => visitLabel(m, english))).toEqual([
      '15 min',
      '30 min',
      '45 min',
      '1 hr',
      '1½ hr',
      '2 hr',
      '3 hr',
      '4 hr',
    ])
  })

  it('says a time set through the API, which need not be a choice', () => {
    expect(visitLabel(10, english)).toBe('10 min')
    expect(visitLabel(75, english)).toBe('1 hr 15 min')
    expect(visitLabel(480, english)).toBe('8 hr')
  })

  it('says it in the page’s language', () => {
    expect([45, 90, 120, 75].map((m) => visitLabel(m, spanish))).toEqual(['45 min', '1½ h', '2 h', '1 h 15 min'])
  })
})
