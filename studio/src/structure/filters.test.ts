import { describe, expect, it } from 'vitest'
import { evaluateGroq } from '@ohc/lake'
import {
  CURRENT_YEAR_QUERY,
  FESTIVALS_QUERY,
  type ListFilter,
  YEARS_QUERY,
  archiveEntries,
  festivalYears,
  filters,
  yearEntries,
} from './filters'

const edition = (year: number, flags: Record<string, boolean> = {}) => ({ _key: `e${year}`, _type: 'siteEdition', year, ...flags })

// A small dataset in the Content Lake's shape: drafts beside published documents, as the Studio sees it.
const dataset = [
  { _id: 'settings', _type: 'settings', currentYear: 2026 },
  { _id: 'festival.2024', _type: 'festival', year: 2024 },
  { _id: 'festival.2025', _type: 'festival', year: 2025 },
  { _id: 'festival.2026', _type: 'festival', year: 2026 },
  { _id: 'drafts.festival.2026', _type: 'festival', year: 2026 },
  { _id: 'drafts.festival.2027', _type: 'festival', year: 2027 },
  {
    _id: 'site.rookery',
    _type: 'site',
    neighborhood: { _ref: 'neighborhood.loop' },
    editions: [edition(2024), edition(2026, { membersOnly: true })],
  },
  {
    _id: 'site.robie',
    _type: 'site',
    neighborhood: { _ref: 'neighborhood.hyde-park' },
    editions: [edition(2026, { newThisYear: true, reservationRequired: true })],
  },
  { _id: 'site.mill', _type: 'site', neighborhood: { _ref: 'neighborhood.loop' }, editions: [edition(2025)] },
  { _id: 'site.unplaced', _type: 'site', neighborhood: { _ref: 'neighborhood.loop' } },
  { _id: 'site.emptied', _type: 'site', editions: [] },
  { _id: 'event.2026.talk', _type: 'event', year: 2026 },
  { _id: 'event.2025.party', _type: 'event', year: 2025, cancelled: true },
  { _id: 'tour.river', _type: 'tour', kind: 'city' },
  { _id: 'tour.2026.rookery', _type: 'tour', kind: 'festival', year: 2026 },
  { _id: 'tour.2025.mill', _type: 'tour', kind: 'festival', year: 2025 },
  { _id: 'trail.loop', _type: 'trail', years: [2025, 2026], stops: [{ _ref: 'stop.a' }, { _ref: 'stop.b' }] },
  { _id: 'drafts.trail.loop', _type: 'trail', years: [2025, 2026], stops: [{ _ref: 'stop.a' }, { _ref: 'stop.b' }, { _ref: 'stop.c' }] },
  { _id: 'trail.river', _type: 'trail', years: [2024], stops: [{ _ref: 'stop.d' }] },
  { _id: 'stop.a', _type: 'stop' },
  { _id: 'stop.b', _type: 'stop' },
  { _id: 'stop.c', _type: 'stop' },
  { _id: 'stop.d', _type: 'stop' },
  { _id: 'neighborhood.loop', _type: 'neighborhood', years: [2024, 2025, 2026] },
  { _id: 'neighborhood.hyde-park', _type: 'neighborhood', years: [2026] },
  { _id: 'poi.cafe', _type: 'pointOfInterest', category: 'food', years: [2026] },
  { _id: 'poi.station', _type: 'pointOfInterest', category: 'transit', years: [2025, 2026] },
]

const query = (text: string, params: Record<string, unknown> = {}) => evaluateGroq(text, params, dataset)

/** The ids a list shows: what the Studio's document list would query with this filter. */
const ids = async ({ filter, params }: ListFilter): Promise<unknown> => query(`*[${filter}] | order(_id asc)._id`, params)

describe('the lists editors open, over a dataset', () => {
  it('Sites → By year lists the buildings with an edition that year, and only those', async () => {
    expect(await ids(filters.sitesInYear(2026))).toEqual(['site.robie', 'site.rookery'])
    expect(await ids(filters.sitesInYear(2024))).toEqual(['site.rookery'])
    expect(await ids(filters.sitesInYear(2023))).toEqual([])
  })
  it('narrows a year to new, members-only and booked sites by that year’s edition', async () => {
    expect(await ids(filters.newSitesInYear(2026))).toEqual(['site.robie'])
    expect(await ids(filters.membersOnlySitesInYear(2026))).toEqual(['site.rookery'])
    expect(await ids(filters.membersOnlySitesInYear(2024))).toEqual([])
    expect(await ids(filters.reservationSitesInYear(2026))).toEqual(['site.robie'])
  })
  it('lists a neighborhood’s sites, in all years or in one', async () => {
    expect(await ids(filters.sitesInNeighborhood('neighborhood.loop'))).toEqual(['site.mill', 'site.rookery', 'site.unplaced'])
    expect(await ids(filters.sitesInYearAndNeighborhood(2026, 'neighborhood.loop'))).toEqual(['site.rookery'])
  })
  it('finds the documents whose words are not yet in a language: no entry, or an entry missing a text', async () => {
    const translated = [
      { _id: 'site.whole', _type: 'site', summary: 'A tower.', translations: [{ language: 'es', summary: 'Una torre.' }] },
      { _id: 'site.none', _type: 'site', summary: 'A hall.' },
      {
        _id: 'site.part',
        _type: 'site',
        summary: 'A mill.',
        description: [{ _type: 'block' }],
        translations: [{ language: 'es', summary: 'Un molino.' }],
      },
      { _id: 'site.other', _type: 'site', summary: 'A bank.', translations: [{ language: 'pl', summary: 'Bank.' }] },
      { _id: 'site.bare', _type: 'site', translations: [{ language: 'es', name: 'Casa' }] },
      { _id: 'neighborhood.quiet', _type: 'neighborhood', translations: [{ language: 'es' }] },
      { _id: 'neighborhood.told', _type: 'neighborhood', description: 'Lofts.', translations: [{ language: 'es' }] },
    ]
    const lacking = async (type: 'site' | 'neighborhood', language: string) => {
      const { filter, params } = filters.lackingTranslation(type, language)
      return evaluateGroq(`*[${filter}] | order(_id asc)._id`, params, translated)
    }
    expect(await lacking('site', 'es')).toEqual(['site.none', 'site.other', 'site.part'])
    expect(await lacking('site', 'pl')).toEqual(['site.bare', 'site.none', 'site.part', 'site.whole'])
    expect(await lacking('neighborhood', 'es')).toEqual(['neighborhood.told'])
  })
  it('finds sites entered but never put in a festival', async () => {
    expect(await ids(filters.sitesWithoutEditions())).toEqual(['site.emptied', 'site.unplaced'])
  })
  it('lists events and festival tours by year, city tours apart, and cancelled events', async () => {
    expect(await ids(filters.eventsInYear(2026))).toEqual(['event.2026.talk'])
    expect(await ids(filters.cancelledEvents())).toEqual(['event.2025.party'])
    expect(await ids(filters.cityTours())).toEqual(['tour.river'])
    expect(await ids(filters.festivalToursInYear(2025))).toEqual(['tour.2025.mill'])
  })
  it('lists a trail’s stops, including one added in the unpublished trail', async () => {
    expect(await ids(filters.stopsOfTrail('trail.loop'))).toEqual(['stop.a', 'stop.b', 'stop.c'])
    expect(await ids(filters.stopsOfTrail('trail.river'))).toEqual(['stop.d'])
  })
  it('lists the archive year’s trails, neighborhoods and points of interest by their years', async () => {
    expect(await ids(filters.trailsInYear(2024))).toEqual(['trail.river'])
    expect(await ids(filters.neighborhoodsInYear(2026))).toEqual(['neighborhood.hyde-park', 'neighborhood.loop'])
    expect(await ids(filters.pointsOfInterestInYear(2025))).toEqual(['poi.station'])
    expect(await ids(filters.pointsOfInterestOfCategory('food'))).toEqual(['poi.cafe'])
  })
})

describe('festival years, from the festival documents', () => {
  it('lists each year once, newest first, by its published festival id', async () => {
    expect(festivalYears(await query(FESTIVALS_QUERY))).toEqual([
      { year: 2027, festivalId: 'festival.2027' },
      { year: 2026, festivalId: 'festival.2026' },
      { year: 2025, festivalId: 'festival.2025' },
      { year: 2024, festivalId: 'festival.2024' },
    ])
  })
  it('marks the current and upcoming years', async () => {
    const labels = yearEntries(await query(YEARS_QUERY)).map(({ label }) => label)
    expect(labels).toEqual(['2027 (upcoming)', '2026 (current)', '2025', '2024'])
  })
  it('puts the years before settings.currentYear in the archive, so a rollover moves the boundary', async () => {
    const answer = await query(YEARS_QUERY)
    expect(archiveEntries(answer).map(({ year }) => year)).toEqual([2025, 2024])
    expect(await query(CURRENT_YEAR_QUERY)).toBe(2026)
    expect(
      archiveEntries({
        festivals: [
          { _id: 'festival.2026', year: 2026 },
          { _id: 'festival.2025', year: 2025 },
        ],
        currentYear: 2027,
      }).map(({ year }) => year),
    ).toEqual([2026, 2025])
  })
  it('shows no archive without a current year, and ignores malformed festivals', () => {
    expect(archiveEntries({ festivals: [{ _id: 'festival.2024', year: 2024 }] })).toEqual([])
    expect(festivalYears([{ _id: 'festival.x', year: 'soon' }, null, { year: 2024 }])).toEqual([])
    expect(festivalYears(undefined)).toEqual([])
  })
})
