import { getDatabase } from '@/db/database'
import { latestReports } from '@/db/host-reports'
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
