import { describe, expect, it } from 'vitest'
import { readNdjsonLine, readNdjsonLines } from './ndjson'

describe('readNdjsonLines', () => {
  it('reads every document with its line number and reports each bad line, blank lines counted', () => {
    const text = ['{"_id":"a","_type":"site"}', '', '{oops', '{"_id":"","_type":"site"}', '[1]', '{"_id":"b","_type":"site"}', ''].join(
      '\n',
    )
    const { lines, badLines } = readNdjsonLines(text)
    expect(lines.map((l) => [l.line, l.document._id])).toEqual([
      [1, 'a'],
      [6, 'b'],
    ])
    expect(badLines.map((b) => [b.line, b.message.split(':')[0]])).toEqual([
      [3, 'not valid JSON'],
      [4, 'not a document'],
      [5, 'not a document'],
    ])
  })

  it('passes over blank lines without calling them bad', () => {
    expect(readNdjsonLine('   ')).toBeUndefined()
    expect(readNdjsonLine('{"_id":"a","_type":"site","n":1}')).toEqual({ document: { _id: 'a', _type: 'site', n: 1 } })
  })
})
