import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './page-cursor'

describe('the page cursor', () => {
  it('decodes to the id and sort key it was made from, names with any characters included', () => {
    for (const cursor of [
      { id: 'site.marlowe-house', key: 'Marlowe House' },
      { id: 'a', key: '' },
      { id: 'site.x_1', key: 'Čapek & Söhne — “Hall” 北' },
    ]) {
      const text = encodeCursor(cursor)
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeCursor(text)).toEqual({ ok: true, value: cursor })
    }
  })

  it('refuses text that is not a cursor it made, with a message saying what to pass', () => {
    const wrong = [
      '',
      'not a cursor!',
      'abc',
      Buffer.from('{"id":"site.a"}').toString('base64url'),
      Buffer.from('[2,"site.a","A"]').toString('base64url'),
      Buffer.from('[1,"bad id with spaces","A"]').toString('base64url'),
      Buffer.from('[1,"site.a",3]').toString('base64url'),
      Buffer.from('[1,"site.a"]').toString('base64url'),
      'A'.repeat(2000),
    ]
    for (const text of wrong) {
      const decoded = decodeCursor(text)
      expect(decoded.ok, text).toBe(false)
      if (!decoded.ok) expect(decoded.message).toMatch(/page\.next/)
    }
  })
})
