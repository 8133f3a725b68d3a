// The stand-in behaves like the Content Lake where the pipeline depends on it, checked through the
// real @sanity/client over HTTP.

import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeStandIn, type LakeStandIn } from './server'

const SVG = (w: number, h: number, label: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><title>${label}</title></svg>\n`)

let standIn: LakeStandIn
let client: SanityClient
let failNext = 0

beforeAll(async () => {
  standIn = await startLakeStandIn({
    token: 'secret',
    datasets: { production: [{ _id: 'neighborhood.loop', _type: 'neighborhood', name: 'Loop' }] },
    failMutate: (n) => (n === failNext ? 500 : undefined),
  })
  client = createClient({ ...standIn.clientConfig(), token: 'secret' })
})
afterAll(() => standIn.close())

describe('lake stand-in', () => {
  it('answers GROQ queries, hiding drafts under the default published perspective', async () => {
    await client.createOrReplace({ _id: 'drafts.neighborhood.loop', _type: 'neighborhood', name: 'The Loop (draft)' })
    expect(await client.fetch('*[_type == "neighborhood"].name')).toEqual(['Loop'])
    expect((await client.fetch<string[]>('*[_type == "neighborhood"].name', {}, { perspective: 'raw' })).sort()).toEqual([
      'Loop',
      'The Loop (draft)',
    ])
    expect(await client.fetch('*[_type == "neighborhood"][0].name', {}, { perspective: 'drafts' })).toBe('The Loop (draft)')
    await client.delete('drafts.neighborhood.loop')
  })

  it('applies a transaction all or nothing, and refuses a strong reference to a missing document', async () => {
    const attempt = client
      .transaction()
      .createOrReplace({ _id: 'site.a', _type: 'site', name: 'A', neighborhood: { _type: 'reference', _ref: 'neighborhood.loop' } })
      .createOrReplace({ _id: 'site.b', _type: 'site', name: 'B', neighborhood: { _type: 'reference', _ref: 'neighborhood.nowhere' } })
      .commit()
    await expect(attempt).rejects.toThrow('Document "site.b" references non-existent document "neighborhood.nowhere"')
    expect(standIn.dataset('production').documents.has('site.a')).toBe(false)

    // Weak references may dangle; documents referencing each other in one transaction are fine.
    await client
      .transaction()
      .createOrReplace({
        _id: 'site.a',
        _type: 'site',
        name: 'A',
        twin: { _type: 'reference', _ref: 'site.b' },
        gone: { _type: 'reference', _ref: 'site.z', _weak: true },
      })
      .createOrReplace({ _id: 'site.b', _type: 'site', name: 'B', twin: { _type: 'reference', _ref: 'site.a' } })
      .commit()
    expect(await client.fetch('*[_type == "site"] | order(_id) { _id, "twin": twin->name }')).toEqual([
      { _id: 'site.a', twin: 'B' },
      { _id: 'site.b', twin: 'A' },
    ])
    await expect(client.delete('site.b')).rejects.toThrow('cannot be deleted as there are references to it from "site.a"')
  })

  it('patches with set, setIfMissing, unset, inc and insert', async () => {
    await client.createOrReplace({ _id: 'settings', _type: 'settings', currentYear: 2026, menu: [{ _key: 'a', label: 'A' }] })
    await client
      .patch('settings')
      .set({ currentYear: 2027, 'menu[_key=="a"].label': 'Sites' })
      .setIfMissing({ title: 'Open House', currentYear: 1 })
      .insert('after', 'menu[-1]', [{ _key: 'b', label: 'Events' }])
      .inc({ currentYear: 1 })
      .commit()
    await client.patch('settings').unset(['title']).commit()
    const settings = standIn.dataset('production').documents.get('settings')
    expect(settings).toMatchObject({
      currentYear: 2028,
      menu: [
        { _key: 'a', label: 'Sites' },
        { _key: 'b', label: 'Events' },
      ],
    })
    expect(settings?.title).toBeUndefined()
    await expect(client.patch('nobody').set({ a: 1 }).commit()).rejects.toThrow('Document "nobody" not found')
  })

  it('names an uploaded image by its SHA-1 and size, stores it once, and serves the file', async () => {
    const bytes = SVG(40, 30, 'square')
    const first = await client.assets.upload('image', bytes, { filename: 'square.svg', contentType: 'image/svg+xml' })
    const again = await client.assets.upload('image', bytes, { filename: 'other-name.svg' })
    expect(first._id).toMatch(/^image-[0-9a-f]{40}-40x30-svg$/)
    expect(again._id).toBe(first._id)
    expect(first).toMatchObject({
      originalFilename: 'square.svg',
      extension: 'svg',
      size: bytes.length,
      metadata: { dimensions: { width: 40, height: 30 } },
    })
    const response = await fetch(first.url)
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    await expect(client.assets.upload('image', Buffer.from('not an image'))).rejects.toThrow('Invalid image')
  })

  it('exports every document as NDJSON, and wants the token for it', async () => {
    const url = client.getUrl(client.getDataUrl('export'))
    const denied = await fetch(url)
    expect(denied.status).toBe(401)
    const response = await fetch(url, { headers: { Authorization: 'Bearer secret' } })
    const ids = (await response.text())
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id)
    expect(ids.sort()).toEqual([...standIn.dataset('production').documents.keys()].sort())
  })

  it('fails a chosen mutate request on purpose, and records what each transaction named', async () => {
    const before = standIn.requests.filter((r) => r.kind === 'mutate').length
    failNext = before + 1
    await expect(client.createOrReplace({ _id: 'neighborhood.pilsen', _type: 'neighborhood', name: 'Pilsen' })).rejects.toThrow(
      'failed on purpose',
    )
    failNext = 0
    const last = standIn.requests.filter((r) => r.kind === 'mutate').at(-1)
    expect(last).toMatchObject({ ids: ['neighborhood.pilsen'], status: 500 })
    expect(standIn.dataset('production').documents.has('neighborhood.pilsen')).toBe(false)
  })

  it('answers 404 for an unknown dataset', async () => {
    await expect(client.withConfig({ dataset: 'staging' }).fetch('count(*)')).rejects.toThrow('Dataset "staging" not found')
  })

  it('plays a service that refuses connections or answers late, until the fault ends', async () => {
    const quick = createClient({ ...standIn.clientConfig(), maxRetries: 0 })
    standIn.setFault('refuse')
    await expect(quick.fetch('count(*)')).rejects.toThrow()
    standIn.setFault({ slowMs: 400 })
    const started = performance.now()
    expect(await quick.fetch('*[_type == "neighborhood"][0].name')).toBe('Loop')
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
    standIn.setFault(undefined)
    const again = performance.now()
    expect(await quick.fetch('*[_type == "neighborhood"][0].name')).toBe('Loop')
    expect(performance.now() - again).toBeLessThan(390)
  })
})
