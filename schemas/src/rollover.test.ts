import { describe, expect, it } from 'vitest'
import { addDays, derivedKey, planRollover, suggestSaturday, titleForYear, type RolloverInput } from './rollover'
import { isRecord } from './rules'
import { festivalHoursOfEdition, oneEditionPerYear } from './validation'

const settings = { _id: 'settings', _type: 'settings', title: 'Open House Chicago', currentYear: 2026 }
const festival2026 = {
  _id: 'festival.2026',
  _type: 'festival',
  _rev: 'abc',
  year: 2026,
  title: 'Open House Chicago 2026',
  startDate: '2026-10-17',
  endDate: '2026-10-18',
  sponsors: [{ _key: 's1', _type: 'sponsorship', tier: 'lead', sponsor: { _ref: 'sponsor.x' } }],
}
const festival2025 = { ...festival2026, _id: 'festival.2025', year: 2025, title: 'Open House Chicago 2025' }

const hours = (saturday: string, sunday: string) => [
  { _type: 'festivalHours', _key: 'sat', day: 'saturday', date: saturday, opens: '10:00', closes: '16:00' },
  { _type: 'festivalHours', _key: 'sun', day: 'sunday', date: sunday, opens: '11:00', closes: '15:00' },
]

const edition = (year: number, extra: Record<string, unknown> = {}) => ({
  _type: 'siteEdition',
  _key: `e${year}`,
  year,
  hours: year === 2026 ? hours('2026-10-17', '2026-10-18') : hours('2025-10-18', '2025-10-19'),
  visitorExperience: `Tour of ${year}`,
  membersOnly: false,
  memberPriority: false,
  newThisYear: true,
  reservationRequired: false,
  ...extra,
})

const site = (slug: string, editions: unknown[], extra: Record<string, unknown> = {}) => ({
  _id: `site.${slug}`,
  _type: 'site',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-02-01T00:00:00Z',
  name: slug.replace(/-/g, ' '),
  slug: { _type: 'slug', current: slug },
  neighborhood: { _type: 'reference', _ref: 'neighborhood.loop' },
  editions,
  ...extra,
})

const input = (documents: RolloverInput['documents'], year = 2027, saturday = '2027-10-16'): RolloverInput => ({
  year,
  saturday,
  documents,
})

describe('planRollover: the new festival', () => {
  const plan = planRollover(input([settings, festival2025, festival2026]))

  it('creates festival.<year> on the chosen weekend, titled like the previous one', () => {
    expect(plan.festival).toEqual({
      _id: 'festival.2027',
      _type: 'festival',
      year: 2027,
      title: 'Open House Chicago 2027',
      startDate: '2027-10-16',
      endDate: '2027-10-17',
    })
  })
  it('moves the current year to the new one', () => {
    expect(plan.currentYear).toBe(2027)
  })
  it('appends the year to a title that did not contain the old one', () => {
    const untitled = { ...festival2026, title: 'Open House' }
    expect(planRollover(input([settings, untitled])).festival.title).toBe('Open House 2027')
  })
  it('names the festival after the site when no festival had a title, and says so', () => {
    const result = planRollover(input([settings]))
    expect(result.festival.title).toBe('Open House Chicago 2027')
    expect(result.warnings.join('\n')).toMatch(/No earlier festival had a title/)
  })
  it('takes the weekend across a month end', () => {
    expect(planRollover(input([settings], 2027, '2027-10-30')).festival.endDate).toBe('2027-10-31')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
  })
})

describe('planRollover: refusals an editor can act on', () => {
  const docs = [settings, festival2026]
  it('refuses a year that is not after the current one', () => {
    expect(() => planRollover(input(docs, 2026, '2026-10-17'))).toThrow('must be after 2026, the current one')
    expect(() => planRollover(input(docs, 2020, '2020-10-17'))).toThrow('must be after 2026')
  })
  it('refuses a date that is not a Saturday, naming its weekday', () => {
    expect(() => planRollover(input(docs, 2027, '2027-10-17'))).toThrow('2027-10-17 is a Sunday, not a Saturday')
  })
  it('refuses a Saturday in another year, and a malformed date', () => {
    expect(() => planRollover(input(docs, 2027, '2028-10-14'))).toThrow('is not in 2027')
    expect(() => planRollover(input(docs, 2027, '10/16/2027'))).toThrow('enter the Saturday as YYYY-MM-DD')
    expect(() => planRollover(input(docs, 2027, '2027-02-30'))).toThrow('is not a date')
  })
  it('refuses a year that already has a festival, published or draft', () => {
    const existing = { ...festival2026, _id: 'festival.2027', year: 2027 }
    expect(() => planRollover(input([...docs, existing]))).toThrow('There is already a festival for 2027 —')
    const draft = { _id: 'drafts.festival.abc', _type: 'festival', year: 2027 }
    expect(() => planRollover(input([...docs, draft]))).toThrow('(an unpublished draft)')
  })
  it('refuses when settings has no current year, and a year outside the range', () => {
    expect(() => planRollover(input([festival2026]))).toThrow('Settings has no current festival year')
    expect(() => planRollover(input(docs, 2101, '2101-10-15'))).toThrow('from 2011 to 2100')
  })
})

describe('planRollover: returning sites', () => {
  const returning = site('rookery', [edition(2025), edition(2026, { membersOnly: true, memberPriority: true })])
  const lapsed = site('old-mill', [edition(2025)])
  const plan = planRollover(input([settings, festival2026, lapsed, returning]))
  const draft = plan.siteDrafts[0]
  const editions: unknown[] = Array.isArray(draft?.editions) ? draft.editions : []
  const added = editions[editions.length - 1]
  const addedHours = isRecord(added) ? added.hours : undefined

  it('drafts only the sites that took part in the current year', () => {
    expect(plan.siteDrafts.map((doc) => doc._id)).toEqual(['drafts.site.rookery'])
  })
  it('keeps the building and its past editions, without server fields', () => {
    expect(draft).toMatchObject({ _type: 'site', name: 'rookery', slug: { current: 'rookery' } })
    expect(draft).not.toHaveProperty('_rev')
    expect(draft).not.toHaveProperty('_updatedAt')
    expect(editions.slice(0, 2)).toEqual(returning.editions)
  })
  it('adds an edition for the new year: hours moved to the new weekend, member settings kept, not new', () => {
    expect(added).toEqual({
      _type: 'siteEdition',
      _key: derivedKey('site.rookery|2027'),
      year: 2027,
      hours: [
        {
          _type: 'festivalHours',
          _key: derivedKey('site.rookery|2027|saturday'),
          day: 'saturday',
          date: '2027-10-16',
          opens: '10:00',
          closes: '16:00',
        },
        {
          _type: 'festivalHours',
          _key: derivedKey('site.rookery|2027|sunday'),
          day: 'sunday',
          date: '2027-10-17',
          opens: '11:00',
          closes: '15:00',
        },
      ],
      visitorExperience: 'Tour of 2026',
      membersOnly: true,
      memberPriority: true,
      newThisYear: false,
      reservationRequired: false,
    })
  })
  it('writes a draft that passes the schema rules for editions and hours', () => {
    expect(oneEditionPerYear(editions)).toBe(true)
    expect(festivalHoursOfEdition(addedHours, { parent: added })).toBe(true)
    expect(addedHours).toHaveLength(2)
  })
  it('does not change the documents it was given', () => {
    expect(returning.editions).toHaveLength(2)
  })
  it('is deterministic: the same input gives the same plan', () => {
    expect(planRollover(input([settings, festival2026, returning, lapsed]))).toEqual(plan)
  })
  it('uses 12-hex-digit keys that differ per site and year', () => {
    expect(derivedKey('site.rookery|2027')).toMatch(/^[0-9a-f]{12}$/)
    expect(derivedKey('site.rookery|2027')).not.toBe(derivedKey('site.rookery|2028'))
    expect(derivedKey('site.rookery|2027')).not.toBe(derivedKey('site.robie|2027'))
  })
})

describe('planRollover: cases that need an editor to look', () => {
  it('skips a site that already has an edition for the year, with a warning', () => {
    const ahead = site('tribune', [edition(2026), edition(2027)])
    const plan = planRollover(input([settings, ahead]))
    expect(plan.siteDrafts).toEqual([])
    expect(plan.warnings).toContain('tribune already has a 2027 edition; it was left as it is.')
  })
  it('builds on an existing draft so unpublished edits survive, and says so', () => {
    const published = site('robie', [edition(2026)])
    const draft = { ...published, _id: 'drafts.site.robie', summary: 'Edited, not yet published' }
    const plan = planRollover(input([settings, draft, published]))
    expect(plan.siteDrafts).toHaveLength(1)
    expect(plan.siteDrafts[0]?.summary).toBe('Edited, not yet published')
    expect(plan.warnings).toContain('robie had unpublished changes; the 2027 edition was added to them.')
  })
  it('copies the booking link of a site that requires reservations and asks to check it', () => {
    const booked = site('aqua', [edition(2026, { reservationRequired: true, reservationUrl: 'https://tix.example/aqua' })])
    const plan = planRollover(input([settings, booked]))
    const editions = plan.siteDrafts[0]?.editions
    expect(Array.isArray(editions) ? editions[1] : undefined).toMatchObject({
      reservationRequired: true,
      reservationUrl: 'https://tix.example/aqua',
    })
    expect(plan.warnings).toContain('aqua requires reservations: check its booking link for 2027.')
  })
  it('files an hours row without a day under its date’s weekday, and leaves out weekdays', () => {
    const odd = site('marina', [
      edition(2026, {
        hours: [
          { _key: 'a', date: '2026-10-18', opens: '09:00', closes: '12:00' },
          { _key: 'b', day: 'friday', date: '2026-10-16', opens: '09:00', closes: '12:00' },
        ],
      }),
    ])
    const plan = planRollover(input([settings, odd]))
    const editions = plan.siteDrafts[0]?.editions
    const added = Array.isArray(editions) ? editions[1] : undefined
    expect(added).toMatchObject({ hours: [{ day: 'sunday', date: '2027-10-17', opens: '09:00' }] })
    expect(plan.warnings.join('\n')).toMatch(/marina: hours on 2026-10-16 are not on a festival day/)
  })
  it('says when no site was carried forward', () => {
    expect(planRollover(input([settings, festival2026])).warnings).toContain(
      'No site took part in 2026, so no site was carried forward to 2027.',
    )
  })
  it('ignores release versions of a site', () => {
    const published = site('rookery', [edition(2026)])
    const release = { ...published, _id: 'versions.spring.site.rookery', summary: 'release copy' }
    const plan = planRollover(input([settings, release, published]))
    expect(plan.siteDrafts.map((doc) => [doc._id, doc.summary])).toEqual([['drafts.site.rookery', undefined]])
  })
})

describe('helpers the Studio and the CLI share', () => {
  it('suggests the same Saturday of the month the previous festival had', () => {
    expect(suggestSaturday('2026-10-17', 2027)).toBe('2027-10-16') // third Saturday of October
    expect(suggestSaturday('2025-10-18', 2026)).toBe('2026-10-17')
    expect(suggestSaturday('2026-10-03', 2027)).toBe('2027-10-02') // first Saturday
  })
  it('falls back to the last Saturday when the month has no fifth one that year', () => {
    expect(suggestSaturday('2026-10-31', 2027)).toBe('2027-10-30') // fifth Saturday exists in 2027
    expect(suggestSaturday('2026-10-31', 2028)).toBe('2028-10-28') // 2028 has four
  })
  it('suggests nothing from a date that is not a Saturday', () => {
    expect(suggestSaturday('2026-10-18', 2027)).toBeUndefined()
    expect(suggestSaturday(undefined, 2027)).toBeUndefined()
  })
  it('titles a year after the previous festival, or after the site', () => {
    expect(titleForYear(2027, 'Open House Chicago 2026', 2026, 'x')).toBe('Open House Chicago 2027')
    expect(titleForYear(2027, 'Open House Chicago', 2026, 'x')).toBe('Open House Chicago 2027')
    expect(titleForYear(2027, undefined, undefined, 'Open House Chicago')).toBe('Open House Chicago 2027')
    expect(titleForYear(2027, '', undefined, undefined)).toBe('Open House 2027')
  })
})
