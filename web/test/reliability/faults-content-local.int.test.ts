import { PAGE_SIZE } from '@/platform/lists/paging'
import { copyFileSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILE } from '../demo-dataset'
import { startPrivateServer, type PrivateServer } from './private-server'
import { LINE_PAGE_SECONDS } from '../../line-pages.mjs'
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

// The local content source (an NDJSON dataset, the embedded default) failing under a running
// production server: the file is emptied, overwritten with junk, deleted. A visitor who had a page
// keeps getting it with its content; the lists keep answering 200. Then a server whose dataset
// cannot be read at all: the pages made at build time are still served, the lists answer 200
// empty (not cached) with the failure in the server's log, a page that needs the content is an
// error page that says nothing of the failure, and everything recovers when the file is back.

/** What a visitor recognises a page by: its template, its heading, and how many places it links to. */

// A production server reads the file once; a watching one (NODE_ENV other than production: `next
// dev`, and the servers of these tests) reads it again after every change.
const MODES = [
  ['a production server', 'production'],
  ['a server watching the file', 'test'],
] as const

for (const [mode, nodeEnv] of MODES) {
  describe(`the local dataset breaks under ${mode}`, () => {
    let server: PrivateServer
    let dir: string
    let dataset: string
    const before: Seen = new Map()

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-fault-dataset-'))
      dataset = path.join(dir, 'dataset.ndjson')
      copyFileSync(DEMO_FILE, dataset)
      server = await startPrivateServer({ OHC_DATASET: dataset, NODE_ENV: nodeEnv })
    })
    afterAll(async () => {
      await server?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    it('serves every page and list while the dataset is whole', async () => {
      await visitWhole(server.baseURL, before)
      // A whole first page of sites.
      expect(before.get('/sites')?.page?.links).toBeGreaterThanOrEqual(PAGE_SIZE)
    })

    const breaks: [string, (file: string) => void][] = [
      ['emptied', (file) => truncateSync(file, 0)],
      ['overwritten with junk', (file) => writeFileSync(file, '{"_id": "settings", "_type": \u0000 not json at all\n<<<>>>\n')],
      ['deleted', (file) => rmSync(file)],
    ]

    for (const [how, breakIt] of breaks) {
      it(`keeps serving what visitors had when the file is ${how}`, async () => {
        breakIt(dataset)
        const mark = server.output().length
        // Longer than a watching source waits before it looks at the file again.
        await new Promise((r) => setTimeout(r, 700))
        for (const page of PAGES) {
          const answer = await visit(server.baseURL, page)
          expect(answer.status, page).toBe(200)
          expect(fingerprint(answer.text), page).toEqual(before.get(page)?.page)
        }
        for (const api of SINGLES) {
          const answer = await visit(server.baseURL, api)
          expect(answer.status, api).toBe(200)
          expect(answer.text, api).toBe(before.get(api)?.body)
        }
        for (const api of LISTS) {
          const answer = await visit(server.baseURL, api)
          expect(answer.status, api).toBe(200)
          // The cached list, or an empty one that says so in the log.
          const data = listData(answer.text)
          if (data.length > 0) expect(answer.text, api).toBe(before.get(api)?.body)
          else expect(server.output().slice(mark), api).toMatch(/Failed (?:list fetch|to read settings)/)
        }
        // A page nobody opened before: its content if the server still has it, else a plain error page.
        const unseen = await visit(server.baseURL, demo.sites[1]!.path)
        if (unseen.status === 200) expect(fingerprint(unseen.text).heading).toContain(demo.sites[1]!.name)
        else {
          expect(unseen.status).toBeGreaterThanOrEqual(500)
          expect(unseen.text).toContain(ERROR_SHELL)
          expectNoInternals(unseen.text, demo.sites[1]!.path)
        }
      })
    }
  })
}

describe('a server whose dataset cannot be read', () => {
  let server: PrivateServer
  let dir: string
  let dataset: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-fault-dataset-'))
    dataset = path.join(dir, 'dataset.ndjson')
    server = await startPrivateServer({ OHC_DATASET: dataset })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('still serves the pages made at build time, with their content', async () => {
    for (const page of ['/', '/tours', '/archive']) {
      const answer = await visit(server.baseURL, page)
      expect(answer.status, page).toBe(200)
      expect(answer.text, page).not.toContain(ERROR_SHELL)
      expect(fingerprint(answer.text).links, page).toBeGreaterThan(3)
    }
  })

  it('answers the lists 200 and empty, never cached, and logs why', async () => {
    const mark = server.output().length
    for (const api of LISTS) {
      const answer = await visit(server.baseURL, api)
      expect(answer.status, api).toBe(200)
      expect(jsonOf(answer.text), api).toEqual({ data: [], map: {} })
      expect(answer.headers.get('cache-control'), api).toBe('no-store')
    }
    expect(server.output().slice(mark)).toMatch(/Failed (?:list fetch|to read settings)/)
  })

  it('answers a single record 503 in the API’s error format', async () => {
    for (const api of SINGLES) {
      const answer = await visit(server.baseURL, api)
      expect(answer.status, api).toBe(503)
      expect(jsonOf(answer.text), api).toEqual({
        error: { code: 'unavailable', message: expect.stringMatching(/temporarily unavailable/) },
      })
    }
  })

  it('serves the pages made at build time, /sites among them, past the bound of a page that shows lines too', async () => {
    const sites = await visit(server.baseURL, '/sites')
    expect(sites.status).toBe(200)
    expect(sites.text).toContain('data-template="sites-list"')
    // Past its bound a line page is rendered anew for the visitor, but not while the content
    // cannot be read: its copy is served (web/line-pages.mjs).
    await new Promise((resolve) => setTimeout(resolve, (LINE_PAGE_SECONDS + 1) * 1000))
    const later = await visit(server.baseURL, '/sites')
    expect(later.status).toBe(200)
    expect(later.text).toContain('data-template="sites-list"')
  }, 20_000)

  it('shows an error page that says nothing of the failure where a page needs the content', async () => {
    // A filtered list is rendered on first request, so it needs the content.
    for (const page of ['/sites?category=civic', demo.sites[0]!.path, demo.events[0]!.path]) {
      const answer = await visit(server.baseURL, page)
      expect(answer.status, page).toBeGreaterThanOrEqual(500)
      expect(answer.text, page).toContain(ERROR_SHELL)
      expectNoInternals(answer.text, page)
      expect(answer.text, page).not.toContain('dataset.ndjson')
    }
  })

  it('recovers as soon as the dataset is back, without a restart', async () => {
    copyFileSync(DEMO_FILE, dataset)
    const site = await visit(server.baseURL, demo.sites[0]!.path)
    expect(site.status).toBe(200)
    expect(fingerprint(site.text).heading).toContain(demo.sites[0]!.name)
    expect(listData((await visit(server.baseURL, '/api/sites')).text).length).toBeGreaterThan(100)
  })
})
