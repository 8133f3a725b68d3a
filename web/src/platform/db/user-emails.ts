import type { Kysely } from 'kysely'
import { withAuthTables } from './auth-tables'
import type { Database } from './schema'

/** Where an email to an account goes, and in which language its member chose (null: the default). */
export interface Recipient {
  email: string
  language: string | null
}

/** The current address and chosen language of each of these accounts (from better-auth's user table). */
export async function recipientsOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await withAuthTables(db).selectFrom('user').select(['id', 'email', 'language']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, { email: r.email, language: r.language ?? null }]))
}
