// The import command against the stand-in Content Lake, through the real @sanity/client.

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { LakeStandIn } from '@ohc/lake/stand-in'
import { lakeArgs, copyDataset, mutateRequests, startStandIn, storeOf } from '../pipeline/test-lake'
import { captureIo } from '../pipeline/test-io'
import { generateDataset, type TestDocument } from '../test-support'
import { runImportCommand } from './command'

const demo = generateDataset()
afterAll(() => demo.remove())

let standIn: LakeStandIn | undefined
afterEach(async () => {
  await standIn?.close()
  standIn = undefined
})

const run = async (argv: string[]) => {
  const io = captureIo()
  const code = await runImportCommand(argv, io, {})
  return { code, io }
}

const withoutAssets = (docs: readonly TestDocument[]) => docs.filter((d) => d._type !== 'sanity.imageAsset')

describe('import into a Content Lake (stand-in)', () => {
  it('puts every document and image in, and importing again leaves the same dataset', async () => {
    standIn = await startStandIn()
    const copy = copyDataset(demo.dir, 'import')
    try {
      const first = await run([copy.file, ...lakeArgs(standIn)])
      expect(first.code, first.io.all()).toBe(0)
      const afterFirst = storeOf(standIn)
      // Every document of the file is there as written; assets were made by uploads, under the same ids.
      expect(withoutAssets(afterFirst)).toEqual(withoutAssets(demo.documents))
      expect(afterFirst.filter((d) => d._type === 'sanity.imageAsset').map((d) => d._id)).toEqual(
        demo.ofType('sanity.imageAsset').map((d) => d._id),
      )
      const uploads = standIn.requests.filter((r) => r.kind === 'upload').length
      expect(uploads).toBe(demo.ofType('sanity.imageAsset').length)

      const second = await run([copy.file, ...lakeArgs(standIn)])
      expect(second.code, second.io.all()).toBe(0)
      expect(storeOf(standIn)).toEqual(afterFirst)
      expect(standIn.requests.filter((r) => r.kind === 'upload').length).toBe(uploads)
      expect(second.io.all()).toContain(`images: 0 uploaded, ${uploads} already in the dataset`)
      expect(existsSync(join(copy.dir, `.import-state-local-production.json`))).toBe(false)
    } finally {
      copy.remove()
    }
  })

  it('continues an interrupted import from its checkpoint without re-sending finished batches', async () => {
    let failing = true
    standIn = await startStandIn({ failMutate: (n) => (failing && n === 4 ? 500 : undefined) })
    const copy = copyDataset(demo.dir, 'resume')
    try {
      const interrupted = await run([copy.file, ...lakeArgs(standIn)])
      expect(interrupted.code).toBe(1)
      expect(interrupted.io.errLines.join('\n')).toMatch(/batch 4\/9 \(100 documents, .*\) was refused: .*failed on purpose/)
      expect(interrupted.io.errLines.join('\n')).toContain('batches 1–3 are in; run the same command again to continue from batch 4')
      const state = JSON.parse(readFileSync(join(copy.dir, '.import-state-local-production.json'), 'utf8')) as {
        done: number
        batches: number
      }
      expect(state).toMatchObject({ done: 3, batches: 9 })
      const before = mutateRequests(standIn)
      const accepted = new Set(before.filter((r) => r.status === 200).flatMap((r) => r.ids ?? []))
      expect(accepted.size).toBe(300)
      expect(storeOf(standIn).filter((d) => d._type !== 'sanity.imageAsset')).toHaveLength(300)

      failing = false
      const resumed = await run([copy.file, ...lakeArgs(standIn)])
      expect(resumed.code, resumed.io.all()).toBe(0)
      expect(resumed.io.all()).toContain('continuing an interrupted import: batches 1–3 were accepted earlier')
      const sentAgain = mutateRequests(standIn).slice(before.length)
      expect(sentAgain).toHaveLength(6)
      expect(sentAgain[0]?.ids).toEqual(before[3]?.ids)
      expect(sentAgain.flatMap((r) => r.ids ?? []).filter((id) => accepted.has(id))).toEqual([])
      expect(withoutAssets(storeOf(standIn))).toEqual(withoutAssets(demo.documents))
      expect(existsSync(join(copy.dir, '.import-state-local-production.json'))).toBe(false)
    } finally {
      copy.remove()
    }
  })

  it('starts over when the file changed since the interruption', async () => {
    let failing = true
    standIn = await startStandIn({ failMutate: (n) => (failing && n === 2 ? 500 : undefined) })
    const copy = copyDataset(demo.dir, 'changed')
    try {
      expect((await run([copy.file, ...lakeArgs(standIn), '--batch-size', '400'])).code).toBe(1)
      const settings = demo.byId.get('settings') as TestDocument
      const text = readFileSync(copy.file, 'utf8').replace(
        JSON.stringify(settings),
        JSON.stringify({ ...settings, title: 'Open House (edited)' }),
      )
      writeFileSync(copy.file, text)
      failing = false
      const sentBefore = mutateRequests(standIn).length
      const rerun = await run([copy.file, ...lakeArgs(standIn), '--batch-size', '400'])
      expect(rerun.code, rerun.io.all()).toBe(0)
      expect(rerun.io.all()).toContain('the input file changed since the interrupted import; starting over')
      expect(mutateRequests(standIn).length - sentBefore).toBe(3)
      expect(standIn.dataset('production').documents.get('settings')?.title).toBe('Open House (edited)')
    } finally {
      copy.remove()
    }
  })

  it('names the document whose reference would not resolve, and sends nothing', async () => {
    standIn = await startStandIn()
    const copy = copyDataset(demo.dir, 'broken')
    try {
      const event = demo.ofType('event').find((e) => JSON.stringify(e.venue).includes('"site"')) as TestDocument
      const broken = { ...event, venue: { ...(event.venue as object), site: { _type: 'reference', _ref: 'site.torn-down' } } }
      writeFileSync(copy.file, readFileSync(copy.file, 'utf8').replace(JSON.stringify(event), JSON.stringify(broken)))
      const result = await run([copy.file, ...lakeArgs(standIn)])
      expect(result.code).toBe(1)
      expect(result.io.errLines).toContain(
        `${event._id} venue.site: reference to "site.torn-down", which is neither in the file nor in the dataset "production"`,
      )
      expect(mutateRequests(standIn)).toHaveLength(0)
      expect(standIn.requests.filter((r) => r.kind === 'upload')).toHaveLength(0)
    } finally {
      copy.remove()
    }
  })

  it('checks the file and shows the plan on a dry run, and needs a token for a real one', async () => {
    standIn = await startStandIn()
    const dry = await run([join(demo.dir, 'dataset.ndjson'), '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.io.all()).toContain(`${demo.documents.length} documents — ${demo.ofType('sanity.imageAsset').length} image assets to upload`)
    expect(dry.io.all()).toContain('dry run: would send batches 1–9; nothing was sent')
    const noToken = await run([join(demo.dir, 'dataset.ndjson'), '--api-host', standIn.url, '--project', 'local'])
    expect(noToken.code).toBe(2)
    expect(noToken.io.errLines[0]).toContain('no API token: pass --token or set SANITY_API_WRITE_TOKEN')
    const wrongToken = await run([join(demo.dir, 'dataset.ndjson'), '--api-host', standIn.url, '--project', 'local', '--token', 'nope'])
    expect(wrongToken.code).toBe(1)
    expect(standIn.requests.every((r) => r.kind !== 'mutate')).toBe(true)
  })
})
