// The whole content tree, built with Sanity's own structure builder over a schema-resolved source
// and a real client whose queries the local Content Lake stand-in answers. It proves what an editor
// sees offline can see nowhere else: the tree serializes (ids, templates), and the year lists and
// the archive come from the festival documents and settings.currentYear.
import { createClient } from '@sanity/client'
import { createSourceFromConfig } from 'sanity'
import { createStructureBuilder } from 'sanity/structure'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeStandIn, type LakeStandIn, type StoredDocument } from '@ohc/lake/stand-in'
import { schemaTypes } from '@ohc/schemas'
import { isRecord } from '@ohc/schemas/rules'
import { templates } from '../templates'
import { API_VERSION } from './filters'
import { buildStructure } from './index'

let standIn: LakeStandIn

beforeAll(async () => {
  standIn = await startLakeStandIn({ projectId: 'ohcdemo1' })
})
afterAll(() => standIn.close())

/** Writes documents into the stand-in's dataset, replacing those with the same ids. */
const store = (documents: StoredDocument[]) => standIn.dataset('production').mutate(documents.map((doc) => ({ createOrReplace: doc })))

const tree = async () => {
  const client = createClient(standIn.clientConfig('production', API_VERSION))
  const source = await createSourceFromConfig({
    name: 'default',
    projectId: 'ohcdemo1',
    dataset: 'production',
    schema: { types: schemaTypes, templates },
    currentUser: {
      id: 'editor',
      name: 'Editor',
      email: 'editor@example.org',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  })
  const S = createStructureBuilder({ source, perspectiveStack: [] })
  return Object.assign(buildStructure(S, client), { source })
}

type Node = Record<string, unknown>

/** The serialized child of the item titled `title`, resolving child functions as the Studio does. */
const open = async (list: unknown, title: string): Promise<Node> => {
  const items = isRecord(list) && Array.isArray(list.items) ? list.items.filter(isRecord) : []
  const item = items.find((candidate) => candidate.title === title)
  if (!item) throw new Error(`No "${title}" in ${items.map((candidate) => String(candidate.title)).join(', ')}`)
  const child: unknown = item.child
  const resolved: unknown = typeof child === 'function' ? await child(item.id, { parent: list, index: 0, splitIndex: 0, path: [] }) : child
  const serialized: unknown = isRecord(resolved) && typeof resolved.serialize === 'function' ? resolved.serialize({ path: [] }) : resolved
  if (!isRecord(serialized)) throw new Error(`"${title}" has no child`)
  return serialized
}

const titles = (list: unknown) => (isRecord(list) && Array.isArray(list.items) ? list.items.filter(isRecord).map((item) => item.title) : [])

describe('the Studio’s content tree', () => {
  beforeAll(async () => {
    await store([
      { _id: 'settings', _type: 'settings', currentYear: 2026 },
      { _id: 'festival.2024', _type: 'festival', year: 2024 },
      { _id: 'festival.2025', _type: 'festival', year: 2025 },
      { _id: 'festival.2026', _type: 'festival', year: 2026 },
    ])
  })

  it('puts settings first, then content by kind, and the archive last', async () => {
    const root = (await tree()).serialize({ path: [] })
    expect(titles(root).filter((title) => title !== undefined)).toEqual([
      'Settings',
      'Festivals',
      'Sites',
      'Neighborhoods',
      'Events',
      'Tours',
      'Trails and stops',
      'Points of interest',
      'Sponsors and partners',
      'Pages',
      'Exhibitions',
      'Membership levels',
      'Archive',
      'Translations',
    ])
  })

  it('offers the current-year templates and never a new settings document', async () => {
    const ids = (await tree()).source.templates.map((template) => template.id)
    expect(ids).toEqual(expect.arrayContaining(['site-current-festival', 'event-current-festival', 'festival-next-year', 'site', 'event']))
    expect(ids).not.toContain('settings')
  })

  it('opens Settings as the one settings document', async () => {
    const settings = await open((await tree()).serialize({ path: [] }), 'Settings')
    expect(settings).toMatchObject({ type: 'document', options: { id: 'settings', type: 'settings' } })
  })

  it('lists a year per festival under Sites → By year, the current one marked', async () => {
    const root = (await tree()).serialize({ path: [] })
    const byYear = await open(await open(root, 'Sites'), 'By year')
    expect(titles(byYear)).toEqual(['2026 (current)', '2025', '2024'])
    const year = await open(byYear, '2025')
    expect(titles(year)).toEqual(['All sites in 2025', 'New in 2025', 'Members only', 'Reservation required', 'By neighborhood'])
    const all = await open(year, 'All sites in 2025')
    expect(all).toMatchObject({
      type: 'documentList',
      options: { filter: '_type == "site" && $year in editions[].year', params: { year: 2025 } },
    })
  })

  it('offers "Site in this festival year" with the year inside a year’s list', async () => {
    const root = (await tree()).serialize({ path: [] })
    const all = await open(await open(await open(await open(root, 'Sites'), 'By year'), '2024'), 'All sites in 2024')
    expect(all.initialValueTemplates).toEqual([expect.objectContaining({ templateId: 'site-in-year', parameters: { year: 2024 } })])
  })

  it('shows the years before the current one in the Archive, each with its sites, events and tours', async () => {
    const root = (await tree()).serialize({ path: [] })
    const archive = await open(root, 'Archive')
    expect(titles(archive)).toEqual(['2025', '2024'])
    expect(titles(await open(archive, '2024'))).toEqual([
      'Festival 2024',
      'Sites',
      'Events',
      'Festival tours',
      'Neighborhoods featured',
      'Trails',
      'Points of interest',
    ])
  })

  it('moves a year into the Archive when settings move on, without a code change', async () => {
    await store([
      { _id: 'settings', _type: 'settings', currentYear: 2027 },
      { _id: 'festival.2027', _type: 'festival', year: 2027 },
    ])
    const root = (await tree()).serialize({ path: [] })
    expect(titles(await open(root, 'Archive'))).toEqual(['2026', '2025', '2024'])
    expect(titles(await open(await open(root, 'Events'), 'By year'))).toEqual(['2027 (current)', '2026', '2025', '2024'])
  })

  it('lists, per other language of the settings, the documents that still lack it', async () => {
    await store([
      { _id: 'settings', _type: 'settings', currentYear: 2027, languages: { default: 'en', others: ['es', 'pl'] } },
      { _id: 'festival.2027', _type: 'festival', year: 2027 },
    ])
    const translations = await open((await tree()).serialize({ path: [] }), 'Translations')
    expect(titles(translations)).toEqual(['Not yet in Spanish (es)', 'Not yet in Polish (pl)'])
    const spanish = await open(translations, 'Not yet in Spanish (es)')
    expect(titles(spanish)).toEqual(['Sites', 'Neighborhoods', 'Events', 'Tours', 'Trails', 'Stops', 'Points of interest'])
    expect(await open(spanish, 'Sites')).toMatchObject({ options: { params: { language: 'es' } } })
  })
})
