import { describe, expect, it } from 'vitest'
import { HostsFileError, emailProblem, parseHostsCsv } from './hosts-csv'

describe('the hosts file', () => {
  it('reads columns in any order and spelling, ignores other columns, and keeps each row its line', () => {
    const text =
      '\uFEFFNotes,Site Slug,E-mail\r\n"Door A, north",union-station," Ana@Example.org "\r\n\r\n,,\r\nx,site.rookery,ben@example.org\r\n'
    expect(parseHostsCsv(text)).toEqual({
      rows: [
        { line: 2, email: 'ana@example.org', site: 'union-station' },
        { line: 5, email: 'ben@example.org', site: 'site.rookery' },
      ],
      problems: [],
    })
  })

  it('reports a row with more values than columns, naming its site so it can be held back', () => {
    const { problems } = parseHostsCsv('email,site\nana@example.org,rookery,extra\n')
    expect(problems).toEqual([
      { line: 2, site: 'rookery', reason: '3 values but the header names 2 columns (a comma inside a value needs quotes)' },
    ])
  })

  it('puts every reason of a row on its one line', () => {
    expect(parseHostsCsv('email,site\nnot an address,\n').problems).toEqual([
      { line: 2, reason: 'bad email "not an address"; missing site' },
    ])
  })

  it('refuses a file with no header row', () => {
    expect(() => parseHostsCsv('ana@example.org,rookery\n')).toThrow(HostsFileError)
    expect(() => parseHostsCsv('\n\n')).toThrow('the file is empty')
  })

  it('takes plain addresses and refuses what a shifted column or a typo gives', () => {
    expect(emailProblem('ana.b+door@example.co.uk')).toBeUndefined()
    for (const bad of ['ana', 'ana@example', 'ana@@example.org', 'a b@example.org', 'rookery']) expect(emailProblem(bad)).toBeDefined()
    expect(emailProblem(`${'a'.repeat(250)}@example.org`)).toContain('too long')
  })
})
