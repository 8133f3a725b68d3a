import { describe, expect, it } from 'vitest'
import { evaluateGroq } from '@ohc/lake'
import { planRollover } from '@ohc/schemas/rollover'
import { ROLLOVER_DOCUMENTS_QUERY, defaultSaturday, rolloverDocuments, rolloverMutations, rolloverSummary } from './rollover-steps'

const edition = (year: number, saturday: string, sunday: string) => ({
  _type: 'siteEdition',
  _key: `e${year}`,
  year,
  hours: [
    { _type: 'festivalHours', _key: 'sat', day: 'saturday', date: saturday, opens: '10:00', closes: '16:00' },
    { _type: 'festivalHours', _key: 'sun', day: 'sunday', date: sunday, opens: '10:00', closes: '16:00' },
  ],
  newThisYear: true,
})

const dataset = [
  { _id: 'settings', _type: 'settings', title: 'Open House Chicago', currentYear: 2026 },
  { _id: 'drafts.settings', _type: 'settings', title: 'Open House Chicago (editing)', currentYear: 2026 },
  { _id: 'festival.2026', _type: 'festival', year: 2026, title: 'Open House Chicago 2026', startDate: '2026-10-17', endDate: '2026-10-18' },
  { _id: 'site.rookery', _type: 'site', name: 'The Rookery', editions: [edition(2026, '2026-10-17', '2026-10-18')] },
  { _id: 'drafts.site.rookery', _type: 'site', name: 'The Rookery (edited)', editions: [edition(2026, '2026-10-17', '2026-10-18')] },
  { _id: 'versions.r1.site.rookery', _type: 'site', name: 'Release copy', editions: [] },
  { _id: 'site.mill', _type: 'site', name: 'Old Mill', editions: [edition(2025, '2025-10-18', '2025-10-19')] },
  { _id: 'event.2026.talk', _type: 'event', year: 2026 },
]

const documents = async () => rolloverDocuments(await evaluateGroq(ROLLOVER_DOCUMENTS_QUERY, {}, dataset))

describe('what the dialog reads', () => {
  it('reads settings, festivals and sites with their drafts, not release versions or other types', async () => {
    expect((await documents()).map((doc) => doc._id).sort()).toEqual([
      'drafts.settings',
      'drafts.site.rookery',
      'festival.2026',
      'settings',
      'site.mill',
      'site.rookery',
    ])
  })
  it('offers the same Saturday of October as this year’s festival', async () => {
    expect(defaultSaturday(await documents(), 2026, 2027)).toBe('2027-10-16')
    expect(defaultSaturday([], 2026, 2027)).toBe('')
  })
})

describe('what the dialog says and writes', () => {
  it('summarises the festival, the year switch and the number of sites carried forward', async () => {
    const plan = planRollover({ year: 2027, saturday: '2027-10-16', documents: await documents() })
    expect(rolloverSummary(plan, 2026, { switchYear: true })).toEqual([
      'Create the festival “Open House Chicago 2027”: Saturday, October 16, 2027 and Sunday, October 17, 2027.',
      'Make 2027 the current festival: the public site shows 2027, and 2026 moves to the archive.',
      'Carry forward 1 site from 2026: each gets a draft with a 2027 edition (hours moved to the new dates, not marked new). A site is in the 2027 festival once its draft is published; until then the public site lists no 2027 sites.',
    ])
    expect(rolloverSummary(plan, 2026, { switchYear: false })[1]).toMatch(/^Keep 2026 as the current festival/)
  })
  it('writes one transaction: create the festival, move settings and its draft, replace site drafts', async () => {
    const docs = await documents()
    const plan = planRollover({ year: 2027, saturday: '2027-10-16', documents: docs })
    const mutations = rolloverMutations(plan, { switchYear: true }, docs)
    expect(mutations.map((mutation) => Object.keys(mutation)[0])).toEqual(['create', 'patch', 'patch', 'createOrReplace'])
    expect(mutations[0]).toEqual({ create: plan.festival })
    expect(mutations.slice(1, 3)).toEqual([
      { patch: { id: 'settings', set: { currentYear: 2027 } } },
      { patch: { id: 'drafts.settings', set: { currentYear: 2027 } } },
    ])
    // Built on the editor's draft of the site, which keeps its unpublished name.
    expect(mutations[3]).toMatchObject({ createOrReplace: { _id: 'drafts.site.rookery', name: 'The Rookery (edited)' } })
  })
  it('leaves settings alone when the editor keeps the current year', async () => {
    const docs = await documents()
    const plan = planRollover({ year: 2027, saturday: '2027-10-16', documents: docs })
    expect(rolloverMutations(plan, { switchYear: false }, docs).some((mutation) => 'patch' in mutation)).toBe(false)
  })
})
