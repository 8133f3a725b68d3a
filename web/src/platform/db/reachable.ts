import { sql } from 'kysely'
import { getDatabase } from './database'

// A quick look, not a wait: a database slow enough to take longer than this counts as out of
// reach for the visitor who asks (the statement timeout is for requests that need the answer).
const LOOK_MS = 1000

/** Whether the app database answers now, within a second. */
export async function databaseReachable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), LOOK_MS)))
  try {
    return await Promise.race([sql`select 1`.execute(getDatabase()).then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
