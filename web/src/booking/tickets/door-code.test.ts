import { describe, expect, it } from 'vitest'
import { ALPHABET } from './crockford'
import { doorCodeText, newDoorCode, readDoorCode } from './door-code'

describe('a ticket’s door code', () => {
  it('is eight characters of the alphabet, printed in two groups of four, and reads back as typed by hand', () => {
    const code = newDoorCode()
    expect(code).toMatch(new RegExp(`^[${ALPHABET}]{8}$`))
    expect(doorCodeText(code)).toBe(`${code.slice(0, 4)}-${code.slice(4)}`)
    expect(readDoorCode(doorCodeText(code))).toEqual({ ok: true, code })
    expect(readDoorCode(` ${code.toLowerCase().slice(0, 4)} ${code.toLowerCase().slice(4)} `)).toEqual({ ok: true, code })
    // O, I and L are the digits they look like.
    const withZero = newCodeWith('0')
    expect(readDoorCode(withZero.replace('0', 'O'))).toEqual({ ok: true, code: withZero })
  })

  it('refuses every code with one character changed, at every position', () => {
    for (let round = 0; round < 20; round++) {
      const code = newDoorCode()
      for (let position = 0; position < 8; position++) {
        for (const char of ALPHABET) {
          if (char === code[position]) continue
          const typo = code.slice(0, position) + char + code.slice(position + 1)
          expect(readDoorCode(typo), typo).toEqual({ ok: false, message: expect.stringMatching(/typo/) })
        }
      }
    }
  })

  it('leaves other lengths to the signed code’s reader, and refuses characters outside the alphabet', () => {
    expect(readDoorCode('OHC-4W9K-2D7Q-MT3A-V0XE-8HNB-R5CJ')).toBeUndefined()
    expect(readDoorCode('K7QM-3XP')).toBeUndefined()
    expect(readDoorCode('K7QM-3XP!')).toEqual({ ok: false, message: expect.stringMatching(/letters and digits/) })
  })

  it('is spread over the alphabet', () => {
    const codes = new Set(Array.from({ length: 2000 }, newDoorCode))
    expect(codes.size).toBe(2000)
  })
})

function newCodeWith(char: string): string {
  for (;;) {
    const code = newDoorCode()
    if (code.slice(0, 7).includes(char)) return code
  }
}
