// The rollover command on the demo dataset: as a local file, and on the stand-in Content Lake.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readNdjsonFile } from '@ohc/lake'
import { afterAll, describe, expect, it } from 'vitest'
import { runImportCommand } from '../import/command'
import { captureIo } from '../pipeline/test-io'
import { copyDataset, lakeArgs, startStandIn, storeOf } from '../pipeline/test-lake'
import { generateDataset, type TestDocument } from '../test-support'
import { runRolloverCommand } from './command'

const demo = generateDataset()
afterAll(() => demo.remove())

interface Edition {
  year: number
  newThisYear: boolean
  membersOnly: boolean
  hours: { day: string; date: string; opens: string; closes: string }[]
}

const editionsOf = (site: TestDocument) => site.editions as Edition[]
const returning = demo.ofType('site').filter((s) => editionsOf(s).some((e) => e.year === 2026))

/** What every rollover to 2027 must have produced, wherever it wrote. */
function expectRolledOver(docs: readonly TestDocument[]) {
  const byId = new Map(docs.map((d) => [d._id, d]))
  expect(byId.get('festival.2027')).toMatchObject({
    _type: 'festival',
    year: 2027,
    title: 'Open House Chicago 2027',
    startDate: '2027-10-16',
    endDate: '2027-10-17',
  })
  expect(byId.get('settings')?.currentYear).toBe(2027)
  // The previous year stays: its festival and the published sites are untouched.
  expect(byId.get('festival.2026')).toEqual(demo.byId.get('festival.2026'))
  for (const site of demo.ofType('site')) expect(byId.get(site._id)).toEqual(site)
  const drafts = docs.filter((d) => d._id.startsWith('drafts.'))
  expect(drafts.map((d) => d._id)).toEqual(returning.map((s) => `drafts.${s._id}`))
  for (const site of returning) {
    const draft = byId.get(`drafts.${site._id}`) as TestDocument
    const old = editionsOf(site)
    const added = editionsOf(draft).at(-1) as Edition
    const last = old.find((e) => e.year === 2026) as Edition
    expect(editionsOf(draft).slice(0, -1)).toEqual(old)
    expect(added).toMatchObject({ year: 2027, newThisYear: false, membersOnly: last.membersOnly })
    expect(added.hours.map((h) => [h.day, h.date, h.opens, h.closes])).toEqual(
      last.hours.map((h) => [h.day, h.day === 'saturday' ? '2027-10-16' : '2027-10-17', h.opens, h.closes]),
    )
  }
}

const read = (file: string): TestDocument[] => readNdjsonFile(file)

describe('rollover', () => {
  it('starts 2027 on a local dataset, writing a new file beside it', async () => {
    const copy = copyDataset(demo.dir, 'rollover')
    try {
      const io = captureIo()
      expect(await runRolloverCommand([copy.file, '--year', '2027'], io, {}), io.all()).toBe(0)
      expect(io.outLines).toContain(`rollover: ${returning.length} returning site(s) carried forward as drafts`)
      const out = join(copy.dir, 'dataset.rollover-2027.ndjson')
      const docs = read(out)
      expectRolledOver(docs)
      expect(docs).toHaveLength(demo.documents.length + 1 + returning.length)
      expect(readFileSync(copy.file, 'utf8')).toBe(demo.text)
    } finally {
      copy.remove()
    }
  })

  it('changes the file in place with --write, and refuses to start the same year twice', async () => {
    const copy = copyDataset(demo.dir, 'rollover-write')
    try {
      const dry = captureIo()
      expect(await runRolloverCommand([copy.file, '--year', '2027', '--write', '--dry-run'], dry, {})).toBe(0)
      expect(readFileSync(copy.file, 'utf8')).toBe(demo.text)
      const io = captureIo()
      expect(await runRolloverCommand([copy.file, '--year', '2027', '--write'], io, {}), io.all()).toBe(0)
      expectRolledOver(read(copy.file))
      expect(existsSync(join(copy.dir, 'dataset.rollover-2027.ndjson'))).toBe(false)
      const again = captureIo()
      expect(await runRolloverCommand([copy.file, '--year', '2027', '--write'], again, {})).toBe(1)
      expect(again.errLines).toEqual(['rollover: cannot start 2027: The new festival year must be after 2027, the current one.'])
      const friday = captureIo()
      expect(await runRolloverCommand([copy.file, '--year', '2028', '--saturday', '2028-10-13'], friday, {})).toBe(1)
      expect(friday.errLines[0]).toContain('2028-10-13 is a Friday, not a Saturday')
    } finally {
      copy.remove()
    }
  })

  it('starts 2027 on a Content Lake in transactions, moving the year only once', async () => {
    const standIn = await startStandIn()
    try {
      const imported = captureIo()
      expect(await runImportCommand([join(demo.dir, 'dataset.ndjson'), ...lakeArgs(standIn)], imported, {}), imported.all()).toBe(0)
      const mutationsBefore = standIn.requests.filter((r) => r.kind === 'mutate').length
      const io = captureIo()
      expect(await runRolloverCommand(['--year', '2027', ...lakeArgs(standIn)], io, {}), io.all()).toBe(0)
      const store = storeOf(standIn)
      expectRolledOver(store.filter((d) => d._type !== 'sanity.imageAsset'))
      const rollover = standIn.requests.filter((r) => r.kind === 'mutate').slice(mutationsBefore)
      // Drafts first, then the festival and settings together in the last transaction.
      expect(rollover.at(-1)?.ids?.slice(-2)).toEqual(['festival.2027', 'settings'])
      expect(rollover.flatMap((r) => r.ids ?? []).filter((id) => id.startsWith('drafts.'))).toHaveLength(returning.length)

      const again = captureIo()
      expect(await runRolloverCommand(['--year', '2027', ...lakeArgs(standIn)], again, {})).toBe(1)
      expect(again.errLines[0]).toContain('The new festival year must be after 2027')
    } finally {
      await standIn.close()
    }
  })
})
