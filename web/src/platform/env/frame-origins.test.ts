import { describe, expect, it } from 'vitest'
import { parseFrameOrigins } from './frame-origins'

describe('parseFrameOrigins', () => {
  it('reads comma- or space-separated origins, normalised and once each', () => {
    expect(
      parseFrameOrigins('https://www.architecture.org, https://Partner.example:8443  http://localhost:4000,https://www.architecture.org/'),
    ).toEqual(['https://www.architecture.org', 'https://partner.example:8443', 'http://localhost:4000'])
  })
  it('is empty when unset', () => {
    expect(parseFrameOrigins(undefined)).toEqual([])
    expect(parseFrameOrigins('  ')).toEqual([])
  })
  it.each(['*', 'www.example.org', 'javascript:alert(1)', 'https://example.org/embed', 'https://example.org/?a=1', 'ftp://example.org'])(
    'refuses %s with a message naming it',
    (entry) => expect(() => parseFrameOrigins(`https://ok.example, ${entry}`)).toThrow(entry),
  )
})
