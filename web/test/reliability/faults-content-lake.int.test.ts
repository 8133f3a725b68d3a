import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLakeStandIn, type LakeStandIn, type StandInFault } from '@ohc/lake/stand-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILE } from '../demo-dataset'
import { startPrivateServer, type PrivateServer } from './private-server'
import {
  demo,
  ERROR_SHELL,
  expectNoInternals,
  fingerprint,
  jsonOf,
  LISTS,
  listData,
  PAGES,
  SINGLES,
  visit,
  visitWhole,
  type Seen,
} from './visits'

// The hosted Content Lake down or slow under a running production server (content through the
// real @sanity/client, over HTTP, from a stand-in of the Lake that can refuse every connection or
// answer 10 s late). A visitor who had a page keeps getting it; lists answer 200 (the cached
// answer, or empty with the failure logged); a page or list nobody asked for before fails within
// a few seconds — the client's timeout — never after the Lake's 10 s; and nothing shows what failed.

/**
 * The longest a visitor may wait for anything while the Lake is down or slow: a page makes at
 * most two reads one after the other that the Lake must answer (its metadata, then its content),
 * each given up after the client's 3 s — well under the Lake's 10 s.
 */
const BOUND_MS = 8_000
const SLOW_LAKE_MS = 10_000

let standIn: LakeStandIn
let server: PrivateServer
let dir: string
const before: Seen = new Map()

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-fault-lake-'))
  const file = path.join(dir, 'dataset.ndjson')
  copyFileSync(DEMO_FILE, file)
  standIn = await startLakeStandIn({ projectId: 'ohcdemo1', datasets: { production: { file } } })
  server = await startPrivateServer({ SANITY_PROJECT_ID: 'ohcdemo1', SANITY_DATASET: 'production', SANITY_API_HOST: standIn.url })
})

afterAll(async () => {
  await server?.stop()
  await standIn?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the Content Lake down or slow', () => {
  it('serves every page and list while the Lake answers, reading it over HTTP', async () => {
    await visitWhole(server.baseURL, before)
    expect(standIn.requests.filter((r) => r.kind === 'query' && r.status === 200).length).toBeGreaterThan(5)
  })

  const faults: [string, StandInFault][] = [
    ['refuses every connection', 'refuse'],
    [`answers ${SLOW_LAKE_MS / 1000} s late`, { slowMs: SLOW_LAKE_MS }],
  ]

  for (const [how, fault] of faults) {
    it(`keeps serving what visitors had, and fails the rest quickly, when the Lake ${how}`, async () => {
      standIn.setFault(fault)
      const mark = server.output().length
      try {
        for (const page of PAGES) {
          const answer = await visit(server.baseURL, page)
          expect(answer.status, page).toBe(200)
          expect(fingerprint(answer.text), page).toEqual(before.get(page)?.page)
          expect(answer.ms, page).toBeLessThan(BOUND_MS)
        }
        for (const api of [...SINGLES, ...LISTS]) {
          const answer = await visit(server.baseURL, api)
          expect(answer.status, api).toBe(200)
          expect(answer.ms, api).toBeLessThan(BOUND_MS)
          if (SINGLES.includes(api) || listData(answer.text).length > 0) expect(answer.text, api).toBe(before.get(api)?.body)
          else expect(server.output().slice(mark), api).toMatch(/Failed list fetch/)
        }

        // A list nobody asked for: empty, not cached, the failure logged — within the bound.
        const trails = await visit(server.baseURL, '/api/trails')
        expect(trails.status).toBe(200)
        expect(jsonOf(trails.text)).toEqual({ data: [], map: {} })
        expect(trails.headers.get('cache-control')).toBe('no-store')
        expect(trails.ms).toBeLessThan(BOUND_MS)
        expect(server.output().slice(mark)).toMatch(/Failed list fetch \(trails/)

        // A page nobody opened: an error page that says nothing of the failure — within the bound.
        const unseen = await visit(server.baseURL, demo.sites[1]!.path)
        expect(unseen.ms).toBeLessThan(BOUND_MS)
        expect(unseen.status).toBeGreaterThanOrEqual(500)
        expect(unseen.text).toContain(ERROR_SHELL)
        expectNoInternals(unseen.text, demo.sites[1]!.path)
      } finally {
        standIn.setFault(undefined)
      }
    }, 120_000)
  }

  it('serves what failed as soon as the Lake answers again', async () => {
    const unseen = await visit(server.baseURL, demo.sites[1]!.path)
    expect(unseen.status).toBe(200)
    expect(fingerprint(unseen.text).heading).toContain(demo.sites[1]!.name)
    expect(listData((await visit(server.baseURL, '/api/trails')).text).length).toBeGreaterThan(0)
  })
})
