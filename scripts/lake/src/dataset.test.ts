import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
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
