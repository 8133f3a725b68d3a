import { checkDraw, type DrawCheck, type PublishedDraw } from './check'
import { drawKey } from './order'
import { seedHash } from './seed'

// A published draw checked from scratch on the server (node:crypto): the seed's hash and every
// entry's key, then ./check.ts. The browser's check (./browser-check.ts) does the same with Web Crypto.

export type { DrawCheck, PublishedDraw }

export function verifyDraw(draw: PublishedDraw): DrawCheck {
  return checkDraw(draw, seedHash(draw.seed), new Map(draw.entries.map((e) => [e.id, drawKey(draw.seed, e.id)])))
}
