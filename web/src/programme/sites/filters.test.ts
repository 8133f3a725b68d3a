import { describe, expect, it } from 'vitest'
import type { FestivalHours } from '@/programme/hours/opening-hours'
import { applySiteFilter, isFiltered, parseSiteFilter, siteFilterQuery, type FilterableSite } from './filters'

const TZ = 'America/Chicago'
const SAT: FestivalHours = { day: 'saturday', date: '2026-10-17', opens: '10:00', closes: '17:00' }
const SUN: FestivalHours = { day: 'sunday', date: '2026-10-18', opens: '12:00', closes: '16:00' }
const edition = (over: Partial<NonNullable<FilterableSite['edition']>> = {}) => ({
  hours: [SAT, SUN],
  membersOnly: false,
  memberPriority: false,
  newThisYear: false,
  ...over,
})

const sites: (FilterableSite & { id: string })[] = [
  {
    id: 'a',
    name: 'Café Building',
    categories: ['commercial'],
    neighborhood: { name: 'The Loop', slug: 'the-loop' },
    accessibility: { wheelchair: 'full', stepFreeEntrance: true, elevator: true },
    edition: edition({ hours: [SAT], newThisYear: true }),
  },
  {
    id: 'b',
    name: 'Chapel',
    categories: ['religious'],
    architects: ['Ada Moreno'],
    neighborhood: { name: 'Pilsen', slug: 'pilsen' },
    accessibility: { wheelchair: 'partial', stepFreeEntrance: false, accessibleRestroom: true },
    edition: edition({ hours: [SUN], membersOnly: true }),
  },
  {
    id: 'c',
    name: 'Water Tower',
    categories: ['civic', 'transport'],
    neighborhood: { name: 'Pilsen', slug: 'pilsen' },
    accessibility: { wheelchair: 'none', stepFreeEntrance: true },
    edition: edition({ memberPriority: true }),
  },
  { id: 'd', name: 'No Edition House', categories: ['residential'] },
]

const ctx = { now: new Date('2026-10-17T16:00:00Z'), timeZone: TZ } // Saturday 11:00 in Chicago
const ids = (query: string, c = ctx) => applySiteFilter(sites, parseSiteFilter(new URLSearchParams(query)), c).map((s) => s.id)

describe('parseSiteFilter', () => {
  it('reads every filter from the URL', () => {
    const f = parseSiteFilter(
      new URLSearchParams(
        'neighborhood=pilsen&neighborhood=the-loop&category=civic&day=sunday&wheelchair=partial&access=elevator&access=stepFreeEntrance&new=1&membership=priority&open=now&q=%20tower%20&view=map',
      ),
    )
    expect(f).toEqual({
      neighborhoods: ['pilsen', 'the-loop'],
      category: 'civic',
      day: 'sunday',
      wheelchair: 'partial',
      access: ['stepFreeEntrance', 'elevator'],
      newThisYear: true,
      membership: 'priority',
      openNow: true,
      shortLine: false,
      q: 'tower',
      view: 'map',
      page: 1,
    })
  })

  it('reads the line: "line=short" filters, "sort=line" orders; the order is not a filter', () => {
    const f = parseSiteFilter(new URLSearchParams('sort=line&line=short&open=now&near=41.88,-87.63&day=saturday'))
    expect(f).toMatchObject({ sort: 'line', shortLine: true, openNow: true, day: 'saturday', near: { kind: 'point' } })
    expect(siteFilterQuery(f)).toBe('day=saturday&open=now&line=short&near=41.88%2C-87.63&sort=line')
    expect(parseSiteFilter({ sort: 'fastest', line: 'long' })).toMatchObject({ sort: undefined, shortLine: false })
    expect(isFiltered(parseSiteFilter({ sort: 'line' }))).toBe(false)
    expect(isFiltered(parseSiteFilter({ line: 'short' }))).toBe(true)
  })

  it('ignores values it does not know, and accepts Next searchParams records', () => {
    const f = parseSiteFilter({
      neighborhood: ['Bad Slug!', 'pilsen', 'pilsen', '../x'],
      category: 'castles',
      day: 'friday',
      wheelchair: 'yes',
      access: ['teleporter', 'elevator'],
      new: 'true',
      membership: 'vip',
      open: 'later',
      view: 'globe',
      q: 'x'.repeat(500),
    })
    expect(f.neighborhoods).toEqual(['pilsen'])
    expect(f.category).toBeUndefined()
    expect(f.day).toBeUndefined()
    expect(f.wheelchair).toBeUndefined()
    expect(f.access).toEqual(['elevator'])
    expect(f.newThisYear).toBe(false)
    expect(f.membership).toBeUndefined()
    expect(f.openNow).toBe(false)
    expect(f.view).toBe('list')
    expect(f.q).toHaveLength(100)
  })

  it('round-trips through the query string, leaving defaults out', () => {
    const query = 'neighborhood=pilsen&category=civic&day=sunday&access=elevator&new=1&open=now&q=water+tower&view=map'
    expect(siteFilterQuery(parseSiteFilter(new URLSearchParams(query)))).toBe(query)
    expect(siteFilterQuery(parseSiteFilter({}))).toBe('')
    expect(isFiltered(parseSiteFilter({ view: 'map' }))).toBe(false)
    expect(isFiltered(parseSiteFilter({ day: 'sunday' }))).toBe(true)
  })

  it('keeps the page of a list, not of a map, and a page is not a filter', () => {
    expect(siteFilterQuery(parseSiteFilter({ page: '3', day: 'sunday' }))).toBe('day=sunday&page=3')
    expect(siteFilterQuery(parseSiteFilter({ page: '3', view: 'map' }))).toBe('view=map')
    expect(siteFilterQuery(parseSiteFilter({ page: '1' }))).toBe('')
    expect(siteFilterQuery(parseSiteFilter({ page: 'last' }))).toBe('')
    expect(isFiltered(parseSiteFilter({ page: '2' }))).toBe(false)
  })
})

describe('applySiteFilter', () => {
  it('matches nothing filtered → everything', () => {
    expect(ids('')).toEqual(['a', 'b', 'c', 'd'])
  })
  it('by neighborhood (any of several), category and day', () => {
    expect(ids('neighborhood=pilsen')).toEqual(['b', 'c'])
    expect(ids('neighborhood=pilsen&neighborhood=the-loop')).toEqual(['a', 'b', 'c'])
    expect(ids('category=transport')).toEqual(['c'])
    expect(ids('day=sunday')).toEqual(['b', 'c'])
    expect(ids('day=saturday')).toEqual(['a', 'c'])
  })
  it('by accessibility: wheelchair levels and every ticked feature', () => {
    expect(ids('wheelchair=full')).toEqual(['a'])
    expect(ids('wheelchair=partial')).toEqual(['a', 'b'])
    expect(ids('access=stepFreeEntrance')).toEqual(['a', 'c'])
    expect(ids('access=stepFreeEntrance&access=elevator')).toEqual(['a'])
    expect(ids('access=accessibleRestroom')).toEqual(['b'])
  })
  it('by new, membership and text (accent- and case-insensitive, every word)', () => {
    expect(ids('new=1')).toEqual(['a'])
    expect(ids('membership=members-only')).toEqual(['b'])
    expect(ids('membership=priority')).toEqual(['c'])
    expect(ids('membership=public')).toEqual(['a', 'c', 'd'])
    expect(ids('q=cafe')).toEqual(['a'])
    expect(ids('q=MORENO')).toEqual(['b'])
    expect(ids('q=pilsen+tower')).toEqual(['c'])
  })
  it('open now, in the festival time zone', () => {
    expect(ids('open=now')).toEqual(['a', 'c'])
    // Sunday 13:00 in Chicago.
    expect(ids('open=now', { now: new Date('2026-10-18T18:00:00Z'), timeZone: TZ })).toEqual(['b', 'c'])
    // Sunday 09:00 in Tokyo is Saturday 19:00 in Chicago: everything is closed.
    expect(ids('open=now', { now: new Date('2026-10-18T00:00:00Z'), timeZone: TZ })).toEqual([])
  })
  it('combines filters', () => {
    expect(ids('neighborhood=pilsen&day=sunday&access=stepFreeEntrance')).toEqual(['c'])
  })
})
