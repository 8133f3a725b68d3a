import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTIONS, COLLECTION_NAMES } from '@/content/collections'
import { createContentSource, type ContentSource } from '@/content/sanity/source'
import { siteQuery, settingsQuery } from '@/content/sanity/queries'
import { DEMO_FILE, demoDocuments, demoYears, ofType } from './demo-dataset'

// The Content Lake path for real: the same query text sent by @sanity/client (through
// next-sanity's createClient) over HTTP to a local stand-in of the query endpoint, compared
// with what the local groq-js source answers.

let standIn: LakeStandIn
let lake: ContentSource
let local: ContentSource
let years: number[]

beforeAll(async () => {
  standIn = await startLakeStandIn({ datasets: { production: { file: DEMO_FILE } } })
  lake = createContentSource({
    kind: 'lake',
    projectId: 'ohcdemo1',
    dataset: 'production',
    apiVersion: '2025-10-01',
    token: 'test-token',
    apiHost: standIn.url,
    timeoutMs: 10_000,
  })
  local = createContentSource({ kind: 'local', datasetFile: DEMO_FILE })
  const { current, archived } = demoYears(demoDocuments())
  years = [current, ...archived]
})

afterAll(() => standIn.close())

const options = { tags: [] }

describe('Content Lake source', () => {
  it('sends queries over HTTP to the configured API host', async () => {
    const settings = await lake.query(settingsQuery, {}, options)
    expect(settings).toEqual(await local.query(settingsQuery, {}, options))
    expect(standIn.requests.some((r) => /\/v2025-10-01\/data\/query\/production/.test(r.path))).toBe(true)
  })

  it('answers every list query, live and archived, exactly as local mode does', async () => {
    for (const name of COLLECTION_NAMES) {
      for (const year of years) {
        for (const query of new Set([COLLECTIONS[name].live.query, COLLECTIONS[name].archive.query])) {
          const params = { year, member: false }
          const [fromLake, fromLocal] = await Promise.all([lake.query(query, params, options), local.query(query, params, options)])
          expect(fromLake, `${name} ${year}`).toEqual(fromLocal)
        }
      }
    }
  })

  it('answers a single-document query with parameters exactly as local mode does', async () => {
    const id = ofType(demoDocuments(), 'site')[0]?._id
    const params = { id, year: years[0], member: false }
    const fromLake = await lake.query(siteQuery, params, options)
    expect(fromLake).toEqual(await local.query(siteQuery, params, options))
    expect(Reflect.get(Object(fromLake), 'id')).toBe(id)
  })
})
