import { sql } from 'kysely'
import { getDatabase } from './database'

/** Whether the app database answers now (within its configured timeout). */
export async function databaseReachable(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDatabase())
    return true
  } catch {
    return false
  }
}
