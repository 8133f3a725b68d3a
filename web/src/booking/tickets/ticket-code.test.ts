import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ALPHABET, decodeBase32, encodeBase32 } from './crockford'
import { isTicketId, newTicketId, readTicketCode, ticketCode } from './ticket-code'

const SECRET = 'a-ticket-secret-of-the-site-for-these-tests'
const CODE = /^OHC(-[0-9A-HJKMNP-TV-Z]{4}){6}$/

/** The ticket id `readTicketCode` finds, or its message. */
const read = (input: string, secret = SECRET) => {
  const reading = readTicketCode(input, secret)
  return reading.ok ? reading.ticketId : reading.message
}

describe('Crockford base32', () => {
  it('writes bytes and reads them back', () => {
    for (let length = 0; length <= 20; length += 5) {
      const bytes = randomBytes(length)
      const text = encodeBase32(bytes)
      expect(text).toHaveLength((length * 8) / 5)
      expect(Buffer.from(decodeBase32(text) ?? [])).toEqual(bytes)
    }
  })

  it('uses the known spelling: 0xff 0x00 … is 8 bits of ones, then zeros', () => {
    expect(encodeBase32(Uint8Array.from([0xff, 0, 0, 0, 0]))).toBe('ZW000000')
    expect(ALPHABET).not.toMatch(/[ILOU]/)
  })
})

describe('ticket ids', () => {
  it('are 16 characters of base32, different every time', () => {
    const ids = Array.from({ length: 200 }, newTicketId)
    expect(ids.every(isTicketId)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(isTicketId('not a ticket')).toBe(false)
    expect(isTicketId(ids[0]?.toLowerCase())).toBe(false)
  })
})

describe('a ticket code', () => {
  const id = newTicketId()
  const code = ticketCode(id, SECRET)

  it('reads as OHC and six groups of four, and gives back its ticket', () => {
    expect(code).toMatch(CODE)
    expect(read(code)).toBe(id)
  })

  it('is the same code every time for the same ticket and secret', () => {
    expect(ticketCode(id, SECRET)).toBe(code)
  })

  it('refuses a made-up id', () => {
    expect(() => ticketCode('TICKET-1', SECRET)).toThrow(/Not a ticket id/)
  })
})

describe('reading what a host typed', () => {
  const id = newTicketId()
  const code = ticketCode(id, SECRET)
  const characters = code.slice(4).replaceAll('-', '')

  it('forgives lower case, spaces instead of dashes, no separators and no prefix', () => {
    expect(read(code.toLowerCase())).toBe(id)
    expect(read(code.replaceAll('-', ' '))).toBe(id)
    expect(read(`  ${code.replaceAll('-', '')}\n`)).toBe(id)
    expect(read(characters)).toBe(id)
    expect(read(code.replaceAll('-', '–'))).toBe(id)
  })

  it('reads O as 0, and I or L as 1, in the prefix too', () => {
    const confused = characters.replaceAll('0', 'O').replace(/1/g, (_, i: number) => (i % 2 ? 'I' : 'l'))
    expect(read(`0HC ${confused}`)).toBe(id)
  })

  it('refuses a code with one character changed, with the same message as a forgery', () => {
    const position = 7
    const original = characters[position] ?? '0'
    const other = ALPHABET[(ALPHABET.indexOf(original) + 1) % ALPHABET.length] ?? '0'
    const typo = `${characters.slice(0, position)}${other}${characters.slice(position + 1)}`
    expect(read(typo)).toBe('This is not a valid ticket code. Check each letter and digit, or scan the QR code.')
  })

  it('refuses two neighbouring characters swapped', () => {
    const at = [...characters].findIndex((char, i) => char !== characters[i + 1])
    const swapped = `${characters.slice(0, at)}${characters[at + 1]}${characters[at]}${characters.slice(at + 2)}`
    expect(swapped).not.toBe(characters)
    expect(read(swapped)).toMatch(/not a valid ticket code/)
  })

  it('says when a character is missing or one is too many', () => {
    expect(read(code.slice(0, -1))).toMatch(/has 24 letters and digits after OHC, and this has 23/)
    expect(read(`${code}7`)).toMatch(/this has 25/)
  })

  it('names a character no code has', () => {
    expect(read(`${characters.slice(0, -1)}U`)).toMatch(/without “U”/)
    expect(read(`${characters.slice(0, -1)}#`)).toMatch(/without “#”/)
  })

  it('asks for the code when nothing was typed', () => {
    expect(read('  ')).toMatch(/starts with OHC/)
  })
})

describe('forgeries', () => {
  it('refuses a code whose signature was made up for a chosen id', () => {
    const id = newTicketId()
    const forged = encodeBase32(Buffer.concat([decodeBase32(id) ?? new Uint8Array(), randomBytes(5)]))
    expect(read(forged)).toMatch(/not a valid ticket code/)
  })

  it('refuses a real code under another secret, and a code signed with another secret', () => {
    const id = newTicketId()
    expect(read(ticketCode(id, SECRET), 'another-secret-another-secret-another')).toMatch(/not a valid ticket code/)
    expect(read(ticketCode(id, 'another-secret-another-secret-another'))).toMatch(/not a valid ticket code/)
  })

  it('refuses another ticket’s signature on this ticket’s id', () => {
    const mine = ticketCode(newTicketId(), SECRET).replaceAll('-', '').slice(3)
    const theirs = ticketCode(newTicketId(), SECRET).replaceAll('-', '').slice(3)
    expect(read(`${theirs.slice(0, 16)}${mine.slice(16)}`)).toMatch(/not a valid ticket code/)
  })

  it('will not sign or check without a secret', () => {
    expect(() => ticketCode(newTicketId(), '')).toThrow(/secret/)
    expect(() => readTicketCode('OHC', '')).toThrow(/secret/)
  })
})
