import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { hit, type RateLimit } from '@/platform/db/rate-limit'

// Sign-in links per email address, besides better-auth's limits per client address: however
// many addresses a sender uses, one inbox gets at most a few links in a while. Counted in the app
// database, so every server process shares the count.

export const SIGN_IN_LINK_LIMIT: RateLimit = { limit: 3, windowMs: 10 * 60_000 }

/**
 * Sign-in requests per client address (better-auth's own limit, counted apart for asking for a
 * link and for opening one): room for a crowd behind one address, a venue's Wi-Fi or a mobile
 * network's shared address, where 5 a minute locked out the sixth visitor. The limit per email
 * above keeps each inbox safe; this one still stops one client mailing thousands of addresses.
 */
export const SIGN_IN_PER_CLIENT = { window: 60, max: 60 }

export interface LinkRefusal {
  message: string
  retryAfterSeconds: number
}

export function tooManyLinksMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `We’ve sent several sign-in links to this address in the last few minutes. Please use the latest one, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** Counts one more link to `email`; a refusal when it is over the limit. */
export async function signInLinkRefusal(db: Kysely<Database>, email: string, now = new Date()): Promise<LinkRefusal | undefined> {
  const { allowed, retryAfterMs } = await hit(db, `sign-in-link:${email.trim().toLowerCase()}`, SIGN_IN_LINK_LIMIT, now)
  if (allowed) return undefined
  return { message: tooManyLinksMessage(retryAfterMs), retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}
