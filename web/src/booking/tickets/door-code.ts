import { randomInt } from 'node:crypto'
import { ALPHABET, normalizeBase32 } from './crockford'

// A ticket's door code: eight characters to read aloud and type at the door, e.g. K7QM-3XPA, when
// the host's camera cannot read the QR code (which still carries the signed code of
// ./ticket-code.ts). Seven random characters of Crockford base32 and a check character, so a
// mistyped character is refused as a typo before anything is looked up, and never read as another
// ticket. Unlike the signed code it proves nothing by itself: the server looks it up (it is
// unique among the tickets, booking/store/tickets.ts) and limits how many a phone may try, so
// guessing one (one chance in 34 billion a try, against the festival's few thousand tickets) gets
// nowhere.

export const DOOR_CODE_LENGTH = 8
const RANDOM_LENGTH = DOOR_CODE_LENGTH - 1
// Odd weights are invertible modulo 32: any one character changed changes the check character.
const WEIGHTS = [1, 3, 5, 7, 9, 11, 13]
const SEPARATORS = /[\s\-‐-―−_.]/g

function checkCharacter(characters: string): string {
  let sum = 0
  for (let i = 0; i < RANDOM_LENGTH; i++) sum += WEIGHTS[i]! * ALPHABET.indexOf(characters[i]!)
  return ALPHABET[sum % 32]!
}

/** A new door code, as stored: eight characters, no dash. */
export function newDoorCode(): string {
  let characters = ''
  for (let i = 0; i < RANDOM_LENGTH; i++) characters += ALPHABET[randomInt(32)]
  return characters + checkCharacter(characters)
}

/** As printed and read out: two groups of four. */
export const doorCodeText = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`

export type DoorCodeReading = { ok: true; code: string } | { ok: false; message: string }

/**
 * What a host typed, if it has the length of a door code: the code as stored, or why it cannot be
 * one (a character outside the alphabet, a wrong check character). Undefined for anything longer
 * or shorter, which is for the signed code's reader. Case, spaces and dashes do not matter; O, I
 * and L are read as 0, 1 and 1.
 */
export function readDoorCode(input: string): DoorCodeReading | undefined {
  const text = normalizeBase32(input.normalize('NFKC').replace(SEPARATORS, ''))
  if (text.length !== DOOR_CODE_LENGTH) return undefined
  if ([...text].some((char) => !ALPHABET.includes(char)))
    return { ok: false, message: 'A ticket code has only letters and digits: check it against the ticket.' }
  if (checkCharacter(text) !== text[RANDOM_LENGTH])
    return { ok: false, message: 'This code has a typo: check each character against the ticket.' }
  return { ok: true, code: text }
}
