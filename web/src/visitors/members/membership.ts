import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { calendarDay } from '@/kernel/time'
import { isTrue, withAuthTables } from '@/platform/db/auth-tables'

// Who is a member: a signed-in user whose VERIFIED email has a roster entry that has not expired.
// Verified matters: an unverified address (typed in, never proven by a link) must not borrow a
// member's status. The roster's expiry is a calendar day in the festival's time zone, and the
// membership holds through that whole day there.

export interface Membership {
  member: boolean
  /** The roster's level, also when expired (so a page can say "your Gold membership expired"). */
  level: string | null
  expiresOn: string | null
}

export const NOT_A_MEMBER: Membership = { member: false, level: null, expiresOn: null }

/** Whether a roster entry expiring on `expiresOn` (YYYY-MM-DD) still holds at `now` in the festival's time zone. */
export function isActive(expiresOn: string, now: Date, timeZone: string): boolean {
  return expiresOn >= calendarDay(now, timeZone)
}

/** The roster entry of an email, as membership (the email is assumed verified by the caller). */
/** `timeZone` is the festival's (settings.timeZone): the roster's expiry is a calendar day there. */
export async function membershipOfEmail(db: Kysely<Database>, email: string, now: Date, timeZone: string): Promise<Membership> {
  const entry = await db
    .selectFrom('roster_entries')
    .select(['level', 'expires_on'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!entry) return NOT_A_MEMBER
  return { member: isActive(entry.expires_on, now, timeZone), level: entry.level, expiresOn: entry.expires_on }
}

/** Membership of a better-auth user: through their email, only when it is verified. */
export async function membershipOfUser(db: Kysely<Database>, userId: string, now: Date, timeZone: string): Promise<Membership> {
  const user = await withAuthTables(db).selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst()
  if (!user || !isTrue(user.emailVerified)) return NOT_A_MEMBER
  return membershipOfEmail(db, user.email, now, timeZone)
}

/**
 * Membership of the signed-in user as their session was just read: the session's user row already
 * says whether the address is verified, so the user table is not read a second time.
 */
export function membershipOfSessionUser(
  db: Kysely<Database>,
  user: { email: string; emailVerified: boolean },
  now: Date,
  timeZone: string,
): Promise<Membership> {
  return user.emailVerified ? membershipOfEmail(db, user.email, now, timeZone) : Promise.resolve(NOT_A_MEMBER)
}

/** `membershipFor({userId})` or `membershipFor({email})`. */
export function membershipFor(
  db: Kysely<Database>,
  who: { userId: string } | { email: string },
  now: Date,
  timeZone: string,
): Promise<Membership> {
  return 'userId' in who ? membershipOfUser(db, who.userId, now, timeZone) : membershipOfEmail(db, who.email, now, timeZone)
}
