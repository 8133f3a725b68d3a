import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { membershipOfSessionUser } from '@/visitors/members/membership'
import type { Booker } from '@/booking/reservations/service'
import { DEFAULT_TIME_ZONE } from '@/kernel/time'

/** The signed-in user as the booking services see them: their account, address, membership now and language. */
export async function bookerOf(
  db: Kysely<Database>,
  user: { id: string; email: string; emailVerified: boolean; language: string | null },
  now: Date,
  timeZone?: string,
): Promise<Booker> {
  const { member } = await membershipOfSessionUser(db, user, now, timeZone ?? DEFAULT_TIME_ZONE)
  return { userId: user.id, email: user.email, member, language: user.language }
}
