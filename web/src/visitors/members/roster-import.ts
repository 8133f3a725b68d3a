import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/platform/db/schema'
import type { RosterRow } from './roster-csv'

// Writes a parsed roster into roster_entries, idempotently: a row is inserted when its email is
// new, updated when its level or expiry changed, and left alone otherwise — so running the same
// file twice changes nothing (not even imported_at, which says when the entry last changed).
//
// A member missing from the file is KEPT by default: the entry still ends at its own expiry date,
// so a partial export (one level, a day's renewals) never signs anyone out early. `replace`
// makes the file the whole roster: entries not in it are removed.

export interface ImportReport {
  inserted: number
  updated: number
  unchanged: number
  removed: number
}

const CHUNK = 500

export async function importRoster(db: Kysely<Database>, rows: RosterRow[], { replace = false } = {}): Promise<ImportReport> {
  return db.transaction().execute(async (trx) => {
    // A write first, so on SQLite the transaction holds the write lock from its start (a read
    // followed by a write could fail with SQLITE_BUSY if the server wrote in between).
    const now = toTimestamp()
    await trx.deleteFrom('roster_entries').where('email', '=', '').execute()
    const existing = new Map(
      (await trx.selectFrom('roster_entries').select(['email', 'level', 'expires_on']).execute()).map((e) => [e.email, e]),
    )
    const changed = rows.filter((row) => {
      const before = existing.get(row.email)
      return !before || before.level !== row.level || before.expires_on !== row.expiresOn
    })
    for (let i = 0; i < changed.length; i += CHUNK) {
      const values = changed
        .slice(i, i + CHUNK)
        .map((row) => ({ email: row.email, level: row.level, expires_on: row.expiresOn, imported_at: now }))
      await trx
        .insertInto('roster_entries')
        .values(values)
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            level: eb.ref('excluded.level'),
            expires_on: eb.ref('excluded.expires_on'),
            imported_at: eb.ref('excluded.imported_at'),
          })),
        )
        .execute()
    }
    let removed = 0
    if (replace) {
      const keep = new Set(rows.map((row) => row.email))
      const gone = [...existing.keys()].filter((email) => !keep.has(email))
      for (let i = 0; i < gone.length; i += CHUNK) {
        const result = await trx
          .deleteFrom('roster_entries')
          .where('email', 'in', gone.slice(i, i + CHUNK))
          .executeTakeFirst()
        removed += Number(result.numDeletedRows)
      }
    }
    const inserted = changed.filter((row) => !existing.has(row.email)).length
    return { inserted, updated: changed.length - inserted, unchanged: rows.length - changed.length, removed }
  })
}
