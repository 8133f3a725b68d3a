import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DatasetHolder, loadDataset } from './dataset'
import { parseNdjson } from './ndjson'

const file = (lines: string[]) => {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'ohc-ds-')), 'dataset.ndjson')
  writeFileSync(target, lines.join('\n'))
  return target
}

describe('parseNdjson', () => {
  it('names the file and line of a broken document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{oops', 'd.ndjson')).toThrow('d.ndjson:2: not valid JSON')
    expect(() => parseNdjson('{"_type":"x"}', 'd.ndjson')).toThrow('d.ndjson:1: not a document: every line needs a string _id and _type')
  })
})

describe('loadDataset', () => {
  it('keeps published documents only and indexes them by id', () => {
    const loaded = loadDataset(file(['{"_id":"a","_type":"site"}', '{"_id":"drafts.a","_type":"site"}', '']))
    expect(loaded.documents.map((d) => d._id)).toEqual(['a'])
    expect(loaded.byId.get('a')?._type).toBe('site')
  })
})

describe('DatasetHolder', () => {
  it('reloads a watched file after it changes, and keeps the first load when not watching', async () => {
    const target = file(['{"_id":"a","_type":"site"}'])
    const watched = new DatasetHolder(target, true)
    const fixed = new DatasetHolder(target, false)
    expect(watched.current().documents).toHaveLength(1)
    expect(fixed.current().documents).toHaveLength(1)
    writeFileSync(target, '{"_id":"a","_type":"site"}\n{"_id":"b","_type":"site"}')
    const later = new Date(Date.now() + 5000)
    utimesSync(target, later, later)
    await new Promise((r) => setTimeout(r, 600))
    expect(watched.current().documents).toHaveLength(2)
    expect(fixed.current().documents).toHaveLength(1)
  })

  it('keeps serving the last good copy while the watched file is gone, empty or broken, and says so once', async () => {
    const target = file(['{"_id":"a","_type":"site"}'])
    const watched = new DatasetHolder(target, true)
    const first = watched.current()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      let moment = Date.now()
      const change = async (write: () => void) => {
        write()
        moment += 5000
        if (existsSync(target)) utimesSync(target, new Date(moment), new Date(moment))
        await new Promise((r) => setTimeout(r, 600))
      }
      await change(() => writeFileSync(target, '{"_id":"a","_type":"site"}\n{"_id":"b",'))
      expect(watched.current()).toBe(first)
      expect(watched.current()).toBe(first)
      await change(() => writeFileSync(target, ''))
      expect(watched.current()).toBe(first)
      await change(() => rmSync(target))
      expect(watched.current()).toBe(first)
      expect(errors).toHaveBeenCalledTimes(3)
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/could not be read again; still serving the copy read before: .*:2: not valid JSON/)
      await change(() => writeFileSync(target, '{"_id":"a","_type":"site"}\n{"_id":"b","_type":"site"}'))
      expect(watched.current().documents).toHaveLength(2)
    } finally {
      errors.mockRestore()
    }
  })

  it('throws while there has never been a good copy to serve', () => {
    const missing = new DatasetHolder(path.join(tmpdir(), 'ohc-no-such-dataset', 'dataset.ndjson'), true)
    expect(() => missing.current()).toThrow(/ENOENT/)
  })
})

describe('perspectives', () => {
  it('drafts stand in for their published documents, new drafts appear, raw sees both', () => {
    const loaded = loadDataset(
      file([
        '{"_id":"a","_type":"site","name":"Published"}',
        '{"_id":"drafts.a","_type":"site","name":"Edited"}',
        '{"_id":"drafts.b","_type":"site","name":"Brand new"}',
        '{"_id":"c","_type":"site","name":"Untouched"}',
      ]),
    )
    expect(loaded.view('published').documents.map((d) => d.name)).toEqual(['Published', 'Untouched'])
    const drafts = loaded.view('drafts')
    expect(drafts.documents.map((d) => [d._id, d.name])).toEqual([
      ['a', 'Edited'],
      ['c', 'Untouched'],
      ['b', 'Brand new'],
    ])
    expect(drafts.byId.get('a')?.name).toBe('Edited')
    expect(loaded.view('raw').documents).toHaveLength(4)
  })
})
