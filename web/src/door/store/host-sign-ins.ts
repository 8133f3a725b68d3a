import { sql, type Kysely } from 'kysely'
import { isoTime, withAuthTables } from '@/platform/db/auth-tables'
import type { Database } from '@/platform/db/schema'

// Which of some addresses have a sign-in that has not expired (a row of better-auth's `session`
// table): the operations view's "hosts signed in". A sign-in is the phone or laptop a host signed
// in on; it does not say they are at the door, only that the host tool is a tap away. Expiry is compared here rather than in SQL,
// because SQLite may hold better-auth's dates as text or as epoch milliseconds (auth-tables.ts).

/** The addresses (lower-cased) among `emails` with a live sign-in at `now`. */
export async function signedInAddresses(db: Kysely<Database>, emails: readonly string[], now: Date): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))]
  if (wanted.length === 0) return new Set()
  const rows = await withAuthTables(db)
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select(['user.email as email', 'session.expiresAt as expiresAt'])
    .where(sql<string>`lower(${sql.ref('user.email')})`, 'in', wanted)
    .execute()
  const signedIn = new Set<string>()
  for (const row of rows) {
    const expires = isoTime(row.expiresAt)
    if (expires && expires > now.toISOString()) signedIn.add(row.email.toLowerCase())
  }
  return signedIn
}
