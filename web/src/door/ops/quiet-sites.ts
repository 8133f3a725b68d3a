import type { HostedSite } from '@/content/hosts'
import { openState } from '@/programme/hours/opening-hours'

// Doors the centre has not heard from: a site with hosts, open now, whose last report of any kind
// (a count, a line, a status) is older than half an hour, or that has sent none today. A site
// without hosts has no one to report, and a closed one has nothing to report: neither is listed.

export const QUIET_MINUTES = 30

export interface QuietSite {
  id: string
  name: string
  slug: string
  /** The last report today (ISO instant), absent when there was none. */
  lastReportAt?: string
}

export function quietSites(
  hosted: readonly HostedSite[],
  lastReports: ReadonlyMap<string, string>,
  now: Date,
  timeZone: string,
): QuietSite[] {
  const cutoff = now.getTime() - QUIET_MINUTES * 60_000
  return hosted.flatMap((site): QuietSite[] => {
    const { state } = openState(site.hours, now, timeZone)
    if (state !== 'open' && state !== 'closes-soon') return []
    const last = lastReports.get(site.id)
    if (last && new Date(last).getTime() >= cutoff) return []
    return [{ id: site.id, name: site.name, slug: site.slug, ...(last ? { lastReportAt: last } : {}) }]
  })
}
