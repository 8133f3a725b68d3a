import { describe, expect, it } from 'vitest'
import { VISIT_CHOICES, visitLabel } from './visit-time'

describe('visitLabel', () => {
  it('says each choice briefly', () => {
    expect(VISIT_CHOICES.map(visitLabel)).toEqual(['15 min', '30 min', '45 min', '1 hr', '1½ hr', '2 hr', '3 hr', '4 hr'])
  })

  it('says a time set through the API, which need not be a choice', () => {
    expect(visitLabel(10)).toBe('10 min')
    expect(visitLabel(75)).toBe('1 hr 15 min')
    expect(visitLabel(480)).toBe('8 hr')
  })
})
