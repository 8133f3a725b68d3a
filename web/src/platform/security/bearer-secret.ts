import { createHash, timingSafeEqual } from 'node:crypto'

// A caller that proves it holds a shared secret with `Authorization: Bearer <secret>` (how Vercel's
// cron calls a route). Compared in constant time, over digests so that the length of the secret
// does not show either: the time taken says nothing about how much of a guess was right.

const digest = (text: string) => createHash('sha256').update(text).digest()

export function bearerSecretMatches(request: Request, secret: string): boolean {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer (.+)$/i.exec(header.trim())
  if (!match?.[1]) return false
  return timingSafeEqual(digest(match[1]), digest(secret))
}
