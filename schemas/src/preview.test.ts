import { describe, expect, it } from 'vitest'
import { SITE_CATEGORIES } from './names'
import { dateRangeLabel, dateTimeLabel, hoursSummary, joinParts, optionTitle, siteSubtitle, yearsLabel } from './preview'

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

describe('festival, site and edition summaries', () => {
  it('writes a festival weekend the short way', () => {
    expect(dateRangeLabel('2026-10-17', '2026-10-18')).toBe('Oct 17–18, 2026')
    expect(dateRangeLabel('2026-09-30', '2026-10-01')).toBe('Sep 30 – Oct 1, 2026')
    expect(dateRangeLabel('2026-12-31', '2027-01-01')).toBe('Dec 31, 2026 – Jan 1, 2027')
    expect(dateRangeLabel('2026-10-17', undefined)).toBe('Oct 17, 2026')
    expect(dateRangeLabel(undefined, '2026-10-18')).toBeUndefined()
  })
  it('shows an edition’s hours per festival day, a missing day as closed', () => {
    expect(
      hoursSummary([
        { day: 'sunday', opens: '11:00', closes: '15:00' },
        { day: 'saturday', opens: '10:00', closes: '16:00' },
      ]),
    ).toBe('Sat 10:00–16:00 · Sun 11:00–15:00')
    expect(hoursSummary([{ day: 'saturday', opens: '10:00' }])).toBe('Sat hours missing · Sun closed')
    expect(hoursSummary(undefined)).toBe('Sat closed · Sun closed')
  })
  it('sums a site up by neighborhood, years and how it takes part in its latest year', () => {
    const editions = [
      { year: 2024, membersOnly: true },
      { year: 2026, newThisYear: true, memberPriority: true, reservationRequired: true },
      { year: 2025 },
    ]
    expect(siteSubtitle('Loop', editions)).toBe('Loop · 2024–2026 · New in 2026 · Member priority · Reservation required')
    expect(siteSubtitle('Loop', [{ year: 2023, membersOnly: true }])).toBe('Loop · 2023 · Members only')
    expect(siteSubtitle(undefined, [])).toBe('Not in any festival yet')
  })
})
