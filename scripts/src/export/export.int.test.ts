// The export command against the stand-in Content Lake: the demo dataset imported, exported, and
// imported again.

import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { LakeStandIn } from '@ohc/lake/stand-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runImportCommand } from '../import/command'
import { captureIo } from '../pipeline/test-io'
import { lakeArgs, scratchDir, startStandIn, storeOf, TOKEN } from '../pipeline/test-lake'
import { generateDataset } from '../test-support'
import { runExportCommand } from './command'

const demo = generateDataset()
const out = scratchDir('export')
let standIn: LakeStandIn

// The dataset is called "demo" so the exported asset paths (images/local/<dataset>/…) are the
// generator's own.
beforeAll(async () => {
  standIn = await startStandIn({ datasets: { demo: [], copy: [] } })
  const io = captureIo()
  const code = await runImportCommand([join(demo.dir, 'dataset.ndjson'), ...lakeArgs(standIn, 'demo')], io, {})
  if (code !== 0) throw new Error(io.all())
})
afterAll(async () => {
  await standIn.close()
  demo.remove()
  rmSync(out, { recursive: true, force: true })
})

const exportTo = async (dir: string, extra: string[] = []) => {
  const io = captureIo()
  const code = await runExportCommand([...lakeArgs(standIn, 'demo'), '--out', dir, ...extra], io, {})
  return { code, io }
}

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n')

describe('export from a Content Lake (stand-in)', () => {
  it('writes the documents and image files the generator wrote', async () => {
    const { code, io } = await exportTo(out)
    expect(code, io.all()).toBe(0)
    const exported = lines(join(out, 'dataset.ndjson'))
    const original = lines(join(demo.dir, 'dataset.ndjson'))
    expect(exported).toHaveLength(original.length)
    // Same order (by _id) and, apart from an asset's url (the Lake's CDN address), the same bytes.
    const withoutUrl = (line: string) => line.replace(/,"url":"[^"]*"/, '')
    expect(exported.map(withoutUrl)).toEqual(original.map(withoutUrl))
    expect(
      exported.filter((line, i) => line !== original[i]).every((line) => line.includes(`"url":"${standIn.url}/images/local/demo/`)),
    ).toBe(true)
    const files = readdirSync(join(out, 'images')).sort()
    expect(files).toEqual(readdirSync(join(demo.dir, 'images')).sort())
    for (const file of files)
      expect(readFileSync(join(out, 'images', file)).equals(readFileSync(join(demo.dir, 'images', file)))).toBe(true)
  })

  it('round-trips: importing the export into another dataset gives the same documents', async () => {
    const io = captureIo()
    expect(await runImportCommand([join(out, 'dataset.ndjson'), ...lakeArgs(standIn, 'copy')], io, {}), io.all()).toBe(0)
    const strip = (docs: ReturnType<typeof storeOf>) => docs.map(({ path, url, ...rest }) => rest)
    expect(strip(storeOf(standIn, 'copy'))).toEqual(strip(storeOf(standIn, 'demo')))
  })

  it('leaves drafts out unless asked, and keeps images already downloaded', async () => {
    const dataset = standIn.dataset('demo')
    await dataset.mutate([{ createOrReplace: { _id: 'drafts.settings', _type: 'settings', currentYear: 2026, title: 'Draft title' } }])
    try {
      const published = await exportTo(out)
      expect(published.code).toBe(0)
      expect(published.io.all()).toContain('(1 drafts, versions or system documents left out)')
      expect(published.io.all()).toMatch(/images: 0 downloaded, \d+ already there/)
      expect(lines(join(out, 'dataset.ndjson')).some((l) => l.startsWith('{"_id":"drafts.'))).toBe(false)
      const withDrafts = scratchDir('export-drafts')
      const drafts = await exportTo(withDrafts, ['--drafts'])
      expect(drafts.code).toBe(0)
      expect(lines(join(withDrafts, 'dataset.ndjson')).filter((l) => l.startsWith('{"_id":"drafts.'))).toEqual([
        '{"_id":"drafts.settings","_type":"settings","currentYear":2026,"title":"Draft title"}',
      ])
      rmSync(withDrafts, { recursive: true, force: true })
    } finally {
      await dataset.mutate([{ delete: { id: 'drafts.settings' } }])
    }
  })

  it("fails with the Lake's answer when the token is refused, writing nothing", async () => {
    const dir = scratchDir('export-denied')
    const io = captureIo()
    const code = await runExportCommand(
      ['--api-host', standIn.url, '--project', 'local', '--dataset', 'demo', '--token', `${TOKEN}-wrong`, '--out', dir],
      io,
      {},
    )
    expect(code).toBe(1)
    expect(io.errLines[0]).toMatch(/export: failed: the export request to .* answered HTTP 401: Unauthorized - Session not found/)
    expect(readdirSync(dir)).toEqual([])
    rmSync(dir, { recursive: true, force: true })
  })
})
