import { randomBytes } from 'node:crypto'

// Ids that sort in the order they were made (UUID version 7: the real clock's milliseconds, then a
// counter within the millisecond, then random bits). A line served "in order of joining, ties by
// id" then keeps the order people joined in even when two join within the same millisecond.

let lastMs = 0
let counter = 0

export function orderedId(): string {
  const ms = Math.max(Date.now(), lastMs)
  counter = ms === lastMs ? counter + 1 : 0
  lastMs = ms
  if (counter > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs = ms + 1
    counter = 0
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(lastMs, 0, 6)
  bytes[6] = 0x70 | (counter >> 8)
  bytes[7] = counter & 0xff
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
