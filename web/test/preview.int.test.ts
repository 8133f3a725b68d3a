import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_FILE, demoDocuments, demoYears } from './demo-dataset'
import { freePort, startNext, stop } from './next-server'

// Previewing drafts, end to end in Content Lake mode: the Presentation tool's secret is checked
// against the lake by next-sanity's enable route; with the draft-mode cookie the home page reads
// the drafts perspective (through the read token) and shows the unpublished festival title.

const SECRET = 'presentation-secret-1234'
// The token the stand-in accepts for reads beyond published content, as the real lake would.
const READ_TOKEN = 'stand-in-read-token'
const DRAFT_TITLE = 'Open House Chicago 2026 — draft headline'
let standIn: LakeStandIn
let next: ChildProcess
let base: string
let publishedTitle: string

beforeAll(async () => {
  const docs = demoDocuments()
  const { current } = demoYears(docs)
  const festival = docs.find((d) => d._type === 'festival' && d.year === current)
  publishedTitle = String(festival?.title)
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ohc-preview-')), 'dataset.ndjson')
  const extra = [
    { ...festival, _id: `drafts.${festival?._id}`, title: DRAFT_TITLE },
    {
      _id: 'sanity-preview-url-secret.test',
      _type: 'sanity.previewUrlSecret',
      secret: SECRET,
      studioUrl: '/ohc-admin',
      _updatedAt: new Date().toISOString(),
    },
  ]
  writeFileSync(file, `${readFileSync(DEMO_FILE, 'utf8').trimEnd()}\n${extra.map((d) => JSON.stringify(d)).join('\n')}\n`)
  standIn = await startLakeStandIn({ token: READ_TOKEN, datasets: { production: { file } } })
  const port = await freePort()
  next = await startNext(port, { SANITY_PROJECT_ID: 'ohcdemo1', SANITY_API_HOST: standIn.url, SANITY_API_READ_TOKEN: READ_TOKEN })
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  if (next) await stop(next)
  await standIn?.close()
})

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c?.startsWith('__prerender_bypass='))
    .join('; ')

describe('draft mode (Presentation preview)', () => {
  it('shows published content to everyone by default', async () => {
    const html = await (await fetch(`${base}/`)).text()
    expect(html).toContain(publishedTitle)
    expect(html).not.toContain(DRAFT_TITLE)
    expect(html).not.toContain('Previewing unpublished changes')
  })

  it('refuses a wrong or missing secret', async () => {
    for (const query of ['?sanity-preview-secret=guess', '']) {
      const response = await fetch(`${base}/api/draft-mode/enable${query}`, { redirect: 'manual' })
      expect(response.status).toBe(401)
      expect(cookieOf(response)).toBe('')
    }
  })

  it('with the Studio’s secret, turns draft mode on and the page shows the draft; leaving turns it off', async () => {
    const enable = await fetch(`${base}/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/`, {
      redirect: 'manual',
    })
    expect(enable.status).toBe(307)
    expect(new URL(enable.headers.get('location') ?? '', base).pathname).toBe('/')
    const cookie = cookieOf(enable)
    expect(cookie).toMatch(/^__prerender_bypass=\w+/)

    const html = await (await fetch(`${base}/`, { headers: { cookie } })).text()
    expect(html).toContain(DRAFT_TITLE)
    expect(html).toContain('Previewing unpublished changes')

    const leave = await fetch(`${base}/api/draft-mode/disable`, { headers: { cookie }, redirect: 'manual' })
    expect(leave.status).toBe(307)
    expect(leave.headers.getSetCookie().join(';')).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i)
  })
})

describe('draft mode without a Sanity project', () => {
  it('explains that previews need a project and a read token', async () => {
    const response = await fetch(`${inject('baseURL')}/api/draft-mode/enable?sanity-preview-secret=x`)
    expect(response.status).toBe(404)
    expect((await response.json()).error.message).toMatch(/SANITY_API_READ_TOKEN/)
  })
})
