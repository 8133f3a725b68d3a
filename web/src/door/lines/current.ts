import { getDatabase } from '@/platform/db/database'
import { config } from '@/platform/config'
import { latestReports } from '@/door/store/host-reports'
import { GONE_MINUTES, waitOf, type Wait } from './wait'

// Every site's current wait, from the hosts' reports of the last 90 minutes: one query, whatever
// the number of sites, read by /api/waits, the site pages and the lists.

export async function currentWaits(now: Date, siteId?: string): Promise<Map<string, Wait>> {
  const since = new Date(now.getTime() - GONE_MINUTES * 60_000)
  const { line, status } = await latestReports(getDatabase(), since, siteId)
  const waits = new Map<string, Wait>()
  for (const id of new Set([...line.keys(), ...status.keys()])) {
    const wait = waitOf(line.get(id), status.get(id), now)
    if (wait) waits.set(id, wait)
  }
  return waits
}

// The lists, the site pages and /api/waits all render at once on a busy afternoon: one read per
// second serves them all (a page is anyway up to a few seconds old, see announce.ts), and a
// report stored by this process drops the copy at once (forgetWaits).
const SHARE_MS = 1_000
let shared: { at: number; waits: Promise<Map<string, Wait>> } | undefined

/**
 * Every site's wait at `now`, or none when the database cannot be read: a line is a help, and a
 * list or a site page must never fail for want of one.
 */
export function liveWaits(now: Date): Promise<Map<string, Wait>> {
  // `next build` prerenders /sites: a build never reads (or creates) the app database.
  if (config().runtime.building) return Promise.resolve(new Map())
  const at = Date.now()
  if (!shared || at - shared.at >= SHARE_MS || at < shared.at) {
    const waits = currentWaits(now).catch((error: unknown) => {
      console.error('[waits] reading the hosts’ reports failed:', error)
      return new Map<string, Wait>()
    })
    shared = { at, waits }
  }
  return shared.waits
}

/** Drops the shared copy: a report was stored at `at`. */
export function forgetWaits(at = Date.now()): void {
  if (shared && shared.at <= at) shared = undefined
}
