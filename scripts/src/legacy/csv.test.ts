import { describe, expect, it } from 'vitest'
import { CsvError, parseCsv, parseRows } from './csv'

describe('CSV reader', () => {
  it('reads quoted commas, doubled quotes and line breaks, with the line each record starts on', () => {
    const text = '\uFEFFName,Description,Year\r\n"Hall, North","He said ""hi""\r\nand left",2019\r\n\r\nPlain,,2020\r\n'
    const table = parseCsv(text)
    expect(table.headers).toEqual(['Name', 'Description', 'Year'])
    expect(table.records).toEqual([
      { line: 2, values: { Name: 'Hall, North', Description: 'He said "hi"\nand left', Year: '2019' } },
      { line: 5, values: { Name: 'Plain', Description: '', Year: '2020' } },
    ])
  })

  it('reads LF files, a last line without a line break, and short rows as empty values', () => {
    expect(parseCsv('A,B\n1\n2,3').records).toEqual([
      { line: 2, values: { A: '1', B: '' } },
      { line: 3, values: { A: '2', B: '3' } },
    ])
  })

  it('reports a row with more values than columns, and an unclosed quote with its line', () => {
    const table = parseCsv('A,B\n1,2,3\n4,5\n')
    expect(table.records.map((r) => r.line)).toEqual([3])
    expect(table.problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'has 3 values but the header names 2 columns (a comma inside a value needs quotes)'],
    ])
    expect(() => parseRows('A\n1\n"open\n\n')).toThrow(CsvError)
    try {
      parseRows('A\n1\n"open\n\n')
    } catch (error) {
      expect((error as CsvError).line).toBe(3)
    }
  })
})
