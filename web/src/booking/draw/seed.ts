import { createHash, randomBytes } from 'node:crypto'

// The draw's secret and its public commitment. The seed is 32 random bytes written as 64
// lower-case hex characters; its hash is SHA-256 of those 64 characters as text (not of the raw
// bytes), so anyone can check it with a plain command:
//   printf '%s' "<seed>" | sha256sum
// The hash is published before the entry window closes and the seed after the draw: the seed
// cannot have been changed once the entries were known.

/** SHA-256 of `text` (UTF-8), as 64 lower-case hex characters. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** A new secret seed: 32 random bytes from the operating system's generator, as hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex')
}

/** The commitment published before the draw: SHA-256 of the seed's hex text. */
export function seedHash(seed: string): string {
  return sha256Hex(seed)
}
