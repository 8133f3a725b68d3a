import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ALPHABET, decodeBase32, encodeBase32, normalizeBase32 } from './crockford'

// A ticket's code: what its QR code carries and what a host types when the camera cannot read it,
// e.g. OHC-4W9K-2D7Q-MT3A-V0XE-8HNB-R5CJ. After the OHC prefix, 24 characters of Crockford base32
// carry 15 bytes: the ticket's id (10 random bytes, the id the database stores) and the first
// 5 bytes of an HMAC-SHA256 of it under the site's ticket secret. So a code can be checked without
// the database, and nobody can make up a code for a ticket they do not hold: a guess has one chance
// in 2^40 of a valid signature, and must still name a ticket that exists. A mistyped character
// breaks the signature the same way, so a typo is refused, never read as another ticket.

/** A ticket id: 10 random bytes in Crockford base32, 16 characters. */
export type TicketId = string

export type TicketCodeReading = { ok: true; ticketId: TicketId } | { ok: false; message: string }

const ID_BYTES = 10
const SIGNATURE_BYTES = 5
const PREFIX = 'OHC'
const GROUP = 4
const ID_LENGTH = (ID_BYTES * 8) / 5
const CODE_LENGTH = ((ID_BYTES + SIGNATURE_BYTES) * 8) / 5
// The signed message names what it signs, so the same secret could sign something else one day.
const PURPOSE = 'ticket-code-v1:'

const TICKET_ID = new RegExp(`^[${ALPHABET}]{${ID_LENGTH}}$`)

// Spaces and every kind of dash people type or paste between the groups.
const SEPARATORS = /[\s\-‐-―−_.]/g

/** A new ticket id, random; the code of the ticket carries it. */
export function newTicketId(): TicketId {
  return encodeBase32(randomBytes(ID_BYTES))
}

export function isTicketId(value: unknown): value is TicketId {
  return typeof value === 'string' && TICKET_ID.test(value)
}

function signature(id: Uint8Array, secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).update(id).digest().subarray(0, SIGNATURE_BYTES)
}

function idBytes(ticketId: TicketId): Uint8Array {
  const bytes = isTicketId(ticketId) ? decodeBase32(ticketId) : undefined
  if (!bytes || bytes.length !== ID_BYTES) throw new Error(`Not a ticket id: ${JSON.stringify(ticketId)}`)
  return bytes
}

/** The code of a ticket, in groups of four to read aloud: `OHC-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function ticketCode(ticketId: TicketId, secret: string): string {
  if (!secret) throw new Error('Ticket codes need a secret')
  const id = idBytes(ticketId)
  const characters = encodeBase32(Buffer.concat([id, signature(id, secret)]))
  const groups = characters.match(new RegExp(`.{${GROUP}}`, 'g')) ?? []
  return [PREFIX, ...groups].join('-')
}

/**
 * The ticket a code names, from a QR code's text or from what a host typed: case, spaces and dashes
 * do not matter, and O, I and L are read as 0, 1 and 1. A code whose signature does not match
 * (forged, mistyped, or signed with another secret) is refused with a message for the host.
 */
export function readTicketCode(input: string, secret: string): TicketCodeReading {
  if (!secret) throw new Error('Ticket codes need a secret')
  let text = input.normalize('NFKC').toUpperCase().replace(SEPARATORS, '')
  if (text === '') return { ok: false, message: 'Type the code printed under the ticket’s QR code: it starts with OHC.' }
  // The prefix may be left out, or typed with a zero for its O.
  if (text.length > CODE_LENGTH && normalizeBase32(text.slice(0, PREFIX.length)) === normalizeBase32(PREFIX)) {
    text = text.slice(PREFIX.length)
  }
  const characters = normalizeBase32(text)
  const strays = [...new Set([...characters].filter((char) => !ALPHABET.includes(char)))]
  if (strays.length) {
    return {
      ok: false,
      message: `A ticket code has only letters and digits, without ${strays.map((char) => `“${char}”`).join(', ')}: check it.`,
    }
  }
  if (characters.length !== CODE_LENGTH) {
    return {
      ok: false,
      message: `A ticket code has ${CODE_LENGTH} letters and digits after OHC, and this has ${characters.length}: check for one missing or one too many.`,
    }
  }
  const bytes = decodeBase32(characters)
  if (!bytes) return { ok: false, message: 'This is not a ticket code: check it.' }
  const id = bytes.subarray(0, ID_BYTES)
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), signature(id, secret))) {
    return { ok: false, message: 'This is not a valid ticket code. Check each letter and digit, or scan the QR code.' }
  }
  return { ok: true, ticketId: encodeBase32(id) }
}
