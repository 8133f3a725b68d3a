import type { Kysely } from 'kysely'
import { withAuthTables } from './auth-tables'
import type { Database } from './schema'

/** The current email address of each of these accounts (from better-auth's user table). */
export async function emailsOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await withAuthTables(db).selectFrom('user').select(['id', 'email']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, r.email]))
}
