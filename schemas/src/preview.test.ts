import { describe, expect, it } from 'vitest'
import { SITE_CATEGORIES } from './names'
import { dateTimeLabel, joinParts, optionTitle, yearsLabel } from './preview'

// Some ICU versions put a narrow no-break space before "PM"; the tests care about the words.
const label = (value: unknown, timeZone: unknown) => dateTimeLabel(value, timeZone)?.replace(/\s/g, ' ')

describe('list previews', () => {
  it('joins only the parts that are present', () => {
    expect(joinParts('Loop', 2024, undefined, '', 'Members only')).toBe('Loop · 2024 · Members only')
    expect(joinParts(undefined, null)).toBeUndefined()
  })
  it('shows the title editors know an option by', () => {
    expect(optionTitle(SITE_CATEGORIES, 'religious')).toBe('Sacred spaces')
    expect(optionTitle(SITE_CATEGORIES, 'castle')).toBe('castle')
    expect(optionTitle(SITE_CATEGORIES, undefined)).toBeUndefined()
  })
  it('summarises festival years, collapsing an unbroken run', () => {
    expect(yearsLabel([2024, 2022, 2023])).toBe('2022–2024')
    expect(yearsLabel([2016, 2024, 2019, 2019])).toBe('2016, 2019, 2024')
    expect(yearsLabel([2023, 2024])).toBe('2023, 2024')
    expect(yearsLabel([])).toBeUndefined()
    expect(yearsLabel(undefined)).toBeUndefined()
  })
  it('shows event times in the festival time zone, whatever the offset stored', () => {
    expect(label('2024-10-12T23:00:00Z', 'America/Chicago')).toBe('Sat, Oct 12, 2024, 6:00 PM')
  })
  it('falls back to Chicago time when the time zone is mistyped', () => {
    expect(label('2024-10-12T23:00:00Z', 'Chicago')).toBe('Sat, Oct 12, 2024, 6:00 PM')
    expect(label('not a date', 'America/Chicago')).toBeUndefined()
  })
})
