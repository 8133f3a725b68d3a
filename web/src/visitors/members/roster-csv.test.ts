import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCsv, parseRoster, parseRosterDate } from './roster-csv'
import { isActive } from './membership'

const fixture = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/roster.csv'), 'utf8')

describe('the roster CSV', () => {
  it('imports the good rows of the fixture and reports each bad one by line and reason', () => {
    const { rows, problems } = parseRoster(fixture)
    expect(rows).toEqual([
      { email: 'ada.lovelace@example.org', level: 'Household', expiresOn: '2027-06-30' },
      { email: 'grace@example.org', level: 'Gold, with guest', expiresOn: '2027-12-31' },
      { email: 'barbara@example.org', level: 'Student "plus"', expiresOn: '2027-02-03' },
      { email: 'alan@example.org', level: 'Individual', expiresOn: '2025-01-15' },
    ])
    expect(problems.map((p) => p.line)).toEqual([4, 5, 6, 8, 11])
    expect(problems[0]?.reason).toMatch(/bad email "not-an-email"/)
    expect(problems[1]?.reason).toMatch(/missing level/)
    expect(problems[2]?.reason).toMatch(/unknown date "31\/12\/2027"/)
    expect(problems[3]?.reason).toMatch(/unknown date "2026-02-30"/)
    expect(problems[4]?.reason).toMatch(/duplicate email ada.lovelace@example.org \(also on line 2\)/)
  })

  it('finds the columns under other spellings and in any order', () => {
    const { rows, problems } = parseRoster('Expires,LEVEL,Email\r\n2027-01-02,Basic,A@B.ORG\r\n')
    expect(problems).toEqual([])
    expect(rows).toEqual([{ email: 'a@b.org', level: 'Basic', expiresOn: '2027-01-02' }])
    expect(parseRoster('membership_level,e-mail,expiry\nX,c@d.org,1/2/2027').rows).toEqual([
      { email: 'c@d.org', level: 'X', expiresOn: '2027-01-02' },
    ])
  })

  it('refuses a file without the three columns, naming the missing ones', () => {
    const { rows, problems } = parseRoster('email,name\na@b.org,Ann\n')
    expect(rows).toEqual([])
    expect(problems).toEqual([{ line: 1, reason: expect.stringMatching(/no level, expiry column/) }])
    expect(parseRoster('').problems[0]?.reason).toMatch(/empty/)
  })

  it('keeps quoted commas, quotes and newlines, and counts lines across them', () => {
    expect(parseCsv('a,"b,c","d ""e"""\n"multi\nline",x\ny,z')).toEqual([
      { line: 1, fields: ['a', 'b,c', 'd "e"'] },
      { line: 2, fields: ['multi\nline', 'x'] },
      { line: 4, fields: ['y', 'z'] },
    ])
    expect(parseRoster('email,level,expiry\n"a@b.org","x').problems[0]?.reason).toMatch(/never closed/)
  })

  it.each([
    ['2027-01-31', '2027-01-31'],
    ['1/31/2027', '2027-01-31'],
    ['02/28/2027', '2027-02-28'],
    ['2/29/2027', undefined],
    ['2027-13-01', undefined],
    ['31.01.2027', undefined],
    ['tomorrow', undefined],
  ])('reads the date %s as %s', (input, expected) => {
    expect(parseRosterDate(input)).toBe(expected)
  })
})

const CHICAGO = 'America/Chicago'

describe('membership expiry', () => {
  it('holds through the expiry day in Chicago, not in UTC', () => {
    // 03:00 UTC on 1 July is still 30 June in Chicago.
    const lateEvening = new Date('2027-07-01T03:00:00Z')
    expect(isActive('2027-06-30', lateEvening, CHICAGO)).toBe(true)
    expect(isActive('2027-06-30', new Date('2027-07-01T06:00:00Z'), CHICAGO)).toBe(false)
  })

  it('follows the festival time zone of the settings', () => {
    // 03:00 UTC on 1 July is already 1 July in UTC and in Tokyo.
    expect(isActive('2027-06-30', new Date('2027-07-01T03:00:00Z'), 'UTC')).toBe(false)
    expect(isActive('2027-06-30', new Date('2027-06-30T14:00:00Z'), 'Asia/Tokyo')).toBe(true)
  })
})

describe('the roster CSV and hostile rows', () => {
  it('refuses an address with a control character or longer than mail allows, and a level likewise', () => {
    const csv = [
      'email,level,expiry',
      'a@b.org\u0000,Basic,2027-01-01',
      `${'x'.repeat(300)}@b.org,Basic,2027-01-01`,
      'ok@b.org,Bas\u0007ic,2027-01-01',
      'fine@b.org,Basic,2027-01-01',
    ].join('\n')
    const { rows, problems } = parseRoster(csv)
    expect(rows.map((r) => r.email)).toEqual(['fine@b.org'])
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4])
  })
})
