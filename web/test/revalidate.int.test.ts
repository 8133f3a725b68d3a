import type { ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILE } from './demo-dataset'
import { freePort, startNext, stop } from './next-server'

// Publish to live, end to end in Content Lake mode: the real Next server reads through
// @sanity/client from a stand-in of the Content Lake and caches answers under tags; a document
// changes on the "lake"; the cached answer stays until the signed webhook expires its tags.

const SECRET = 'test-webhook-secret'
let standIn: LakeStandIn
let next: ChildProcess
let base: string
let datasetFile: string

beforeAll(async () => {
  datasetFile = path.join(mkdtempSync(path.join(tmpdir(), 'ohc-lake-')), 'dataset.ndjson')
  copyFileSync(DEMO_FILE, datasetFile)
  standIn = await startLakeStandIn({ datasets: { production: { file: datasetFile, watch: true } } })
  const port = await freePort()
  next = await startNext(port, {
    SANITY_PROJECT_ID: 'ohcdemo1',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_REVALIDATE_SECRET: SECRET,
    OHC_REVALIDATE_NO_WAIT: '1',
  })
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  if (next) await stop(next)
  await standIn?.close()
})

async function firstEventTitle(): Promise<{ id: string; title: string }> {
  const { data } = await (await fetch(`${base}/api/events`)).json()
  return { id: data[0].id, title: data[0].fields.title }
}

function renameOnTheLake(id: string, title: string) {
  const lines = readFileSync(datasetFile, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${id}"`)) return line
      return JSON.stringify({ ...JSON.parse(line), title })
    })
  writeFileSync(datasetFile, lines.join('\n'))
}

async function webhook(body: object, secret: string | null) {
  const payload = JSON.stringify(body)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (secret) headers['sanity-webhook-signature'] = await encodeSignatureHeader(payload, Date.now(), secret)
  return fetch(`${base}/api/revalidate`, { method: 'POST', headers, body: payload })
}

describe('/api/revalidate', () => {
  it('keeps serving the cached answer until a signed webhook expires the changed type', async () => {
    const before = await firstEventTitle()
    expect(standIn.requests.some((r) => r.path.includes('/data/query/production'))).toBe(true)

    renameOnTheLake(before.id, 'A renamed event, published just now')
    await new Promise((r) => setTimeout(r, 700))
    expect((await firstEventTitle()).title).toBe(before.title)

    const rejected = await webhook({ _type: 'event', _id: before.id }, 'not-the-secret')
    expect(rejected.status).toBe(401)
    expect(await rejected.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid signature.' } })
    expect((await webhook({ _type: 'event', _id: before.id }, null)).status).toBe(401)
    expect((await firstEventTitle()).title).toBe(before.title)

    const accepted = await webhook({ _type: 'event', _id: before.id }, SECRET)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ revalidated: true, type: 'event', id: before.id, tags: ['event'] })
    expect((await firstEventTitle()).title).toBe('A renamed event, published just now')
  })

  it('answers 400 to a signed body without a document type', async () => {
    const response = await webhook({ _id: 'x' }, SECRET)
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('bad_request')
  })
})
