import { sql, type Kysely } from 'kysely'
import { toTimestamp, type Database } from './schema'

// Fixed-window rate limits counted in the app database (rate_limit_counters), so every server
// instance shares them (the forms per address, the host tool per host). One statement per hit: the upsert restarts an expired window or adds one,
// and returns the count, so two requests at once can never both see the last free place.

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number
  windowMs: number
}

export async function hit(
  db: Kysely<Database>,
  key: string,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> {
  const start = toTimestamp(now)
  const expired = toTimestamp(new Date(now.getTime() - windowMs))
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both sides read the row as it was (SQL evaluates SET against the old values).
        count: sql<number>`case when rate_limit_counters.window_start <= ${expired} then 1 else rate_limit_counters.count + 1 end`,
        window_start: sql<string>`case when rate_limit_counters.window_start <= ${expired} then ${start} else rate_limit_counters.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  // When the window ends: the moment a refused caller may try again.
  const retryAfterMs = Math.max(0, new Date(row.window_start).getTime() + windowMs - now.getTime())
  return { allowed: count <= limit, count, retryAfterMs }
}
