// Where the two earlier stand-ins disagreed, the stand-in now does what the Content Lake does:
// drafts need a token, the drafts perspective sets _originalId, and a query without a perspective
// reads `published` from API version 2025-02-19 on and `raw` before. Checked through @sanity/client.

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type ClientConfig } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeStandIn, type LakeStandIn } from './server'

const DOCUMENTS = [
  { _id: 'site.a', _type: 'site', name: 'Rookery' },
  { _id: 'drafts.site.a', _type: 'site', name: 'Rookery (edited)' },
  { _id: 'drafts.site.b', _type: 'site', name: 'Monadnock (new)' },
  { _id: 'site.c', _type: 'site', name: 'Auditorium' },
]

let withToken: LakeStandIn
let open: LakeStandIn
const clientOf = (standIn: LakeStandIn, config: ClientConfig = {}) => createClient({ ...standIn.clientConfig(), ...config })

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'ohc-lake-')), 'dataset.ndjson')
  writeFileSync(file, DOCUMENTS.map((d) => JSON.stringify(d)).join('\n'))
  withToken = await startLakeStandIn({ token: 'reader', datasets: { production: { file } } })
  open = await startLakeStandIn({ datasets: { production: DOCUMENTS } })
})
afterAll(async () => {
  await withToken.close()
  await open.close()
})

const NAMES = '*[_type == "site"] | order(name) .name'

describe('reading drafts', () => {
  it('refuses the drafts and raw perspectives without the token, and serves published content to anyone', async () => {
    const anonymous = clientOf(withToken)
    expect(await anonymous.fetch(NAMES)).toEqual(['Auditorium', 'Rookery'])
    for (const perspective of ['drafts', 'raw'] as const) {
      await expect(anonymous.fetch(NAMES, {}, { perspective })).rejects.toMatchObject({ statusCode: 401 })
      await expect(clientOf(withToken, { token: 'wrong' }).fetch(NAMES, {}, { perspective })).rejects.toMatchObject({ statusCode: 401 })
    }
    await expect(anonymous.getDocument('drafts.site.a')).rejects.toMatchObject({ statusCode: 401 })
    const reader = clientOf(withToken, { token: 'reader' })
    expect(await reader.fetch(NAMES, {}, { perspective: 'drafts' })).toEqual(['Auditorium', 'Monadnock (new)', 'Rookery (edited)'])
  })

  it('without a configured token, wants some token for drafts, and any will do', async () => {
    await expect(clientOf(open).fetch(NAMES, {}, { perspective: 'raw' })).rejects.toMatchObject({ statusCode: 401 })
    expect(await clientOf(open, { token: 'anything' }).fetch('count(*)', {}, { perspective: 'raw' })).toBe(4)
  })
})

describe('the drafts perspective', () => {
  it('gives each document its published id and says in _originalId where its content came from', async () => {
    const reader = clientOf(withToken, { token: 'reader' })
    const seen = await reader.fetch('*[_type == "site"] | order(_id) { _id, _originalId, name }', {}, { perspective: 'drafts' })
    expect(seen).toEqual([
      { _id: 'site.a', _originalId: 'drafts.site.a', name: 'Rookery (edited)' },
      { _id: 'site.b', _originalId: 'drafts.site.b', name: 'Monadnock (new)' },
      { _id: 'site.c', _originalId: 'site.c', name: 'Auditorium' },
    ])
    const raw = await reader.fetch('*[_type == "site"][0] { _id, _originalId }', {}, { perspective: 'raw' })
    expect(raw).toEqual({ _id: 'site.a', _originalId: null })
  })
})

describe('the default perspective', () => {
  it('is published from API version 2025-02-19 on, and raw before', async () => {
    const at = (apiVersion: string) => clientOf(open, { token: 'anything', apiVersion, perspective: undefined })
    expect(await at('2025-02-19').fetch('count(*)')).toBe(2)
    expect(await at('2025-10-01').fetch('count(*)')).toBe(2)
    expect(await at('2025-02-18').fetch('count(*)')).toBe(4)
    expect(await at('2021-10-21').fetch('count(*)')).toBe(4)
    // An older version reads drafts by default, so it needs a token like any draft read.
    await expect(clientOf(open, { apiVersion: '2021-10-21' }).fetch('count(*)')).rejects.toMatchObject({ statusCode: 401 })
    const paths = open.requests.filter((r) => r.kind === 'query').map((r) => r.path)
    expect(paths).toContain('/v2021-10-21/data/query/production')
  })
})
