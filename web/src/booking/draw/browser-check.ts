import { checkDraw, type DrawCheck, type PublishedDraw } from './check'

// A published draw checked in a visitor's own browser, with Web Crypto's SHA-256 (the same
// computation as `printf '%s' "<seed>:<id>" | sha256sum`): nothing of the server's is trusted but
// the published data. Runs wherever crypto.subtle does (every current browser on https or
// localhost, and Node).

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface BrowserDrawCheck extends DrawCheck {
  /** 1-based position of `mine` in the recomputed order, when given and in the draw. */
  position?: number
}

export async function checkDrawHere(draw: PublishedDraw, mine?: string): Promise<BrowserDrawCheck> {
  const [hash, keys] = await Promise.all([
    sha256Hex(draw.seed),
    Promise.all(draw.entries.map(async (e) => [e.id, await sha256Hex(`${draw.seed}:${e.id}`)] as const)),
  ])
  const keyOf = new Map(keys)
  const check = checkDraw(draw, hash, keyOf)
  if (!mine || !keyOf.has(mine)) return check
  const mineKey = keyOf.get(mine)!
  return { ...check, position: 1 + keys.filter(([, key]) => key < mineKey).length }
}
