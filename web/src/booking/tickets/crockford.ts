// Crockford's base32: digits and capital letters without I, L, O and U, so a code read aloud or
// copied by hand cannot mix up 1 and I or L, 0 and O; when reading, those letters are taken for the
// digits they look like. Five bits a character: five bytes make eight characters exactly.

export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const VALUES = new Map([...ALPHABET].map((char, value) => [char, value]))

/** The characters of `bytes`; a length that is a multiple of five bytes leaves no padding bits. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out += ALPHABET[(buffer >> bits) & 31]
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/**
 * Upper case, with the letters people take for digits turned into those digits (O → 0, I and L → 1).
 * What is left outside the alphabet (U, punctuation) stays, for the caller to refuse.
 */
export function normalizeBase32(text: string): string {
  return text.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

/** The bytes of normalized `text`, or undefined when a character is not in the alphabet. Trailing bits that do not fill a byte are dropped. */
export function decodeBase32(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of text) {
    const value = VALUES.get(char)
    if (value === undefined) return undefined
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 255)
    }
    buffer &= (1 << bits) - 1
  }
  return Uint8Array.from(bytes)
}
