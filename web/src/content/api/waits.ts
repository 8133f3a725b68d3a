import { z } from 'zod'
import type { Site } from '@/content/sites'
import { waitText, type Wait } from '@/door/lines/wait'

// /api/waits: each site's line and status as its host last reported them, for other apps (a
// festival map, a screen at the centre). Only the sites of the public list, in the shape the
// OpenAPI document describes; the words are the ones visitors read on the site.

export const siteWait = z
  .object({
    site: z.object({ id: z.string(), name: z.string(), href: z.string() }),
    /** The line in minutes; 0 is no line. Absent when the latest news is a status alone. */
    minutes: z.number().int().min(0).optional(),
    status: z.enum(['at-capacity', 'closed-early', 'last-entry']).optional(),
    /** With 'last-entry': the last entry's wall-clock time, HH:MM, in the festival's time zone. */
    lastEntry: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .optional(),
    /** When the host reported it (the newest of the line and the status). */
    reportedAt: z.iso.datetime({ offset: true }),
    /** False once the report is 45 minutes old ("No recent report"); after 90 minutes it is left out. */
    fresh: z.boolean(),
    /** What visitors read: "~30 min line · reported 5 min ago", "No recent report". */
    text: z.string(),
  })
  .meta({ id: 'SiteWait' })

export type SiteWait = z.output<typeof siteWait>

/** Every public site's wait at `now`, the newest report first. */
export function siteWaits(sites: readonly Site[], waits: ReadonlyMap<string, Wait>, now: Date): SiteWait[] {
  const data: SiteWait[] = []
  for (const site of sites) {
    const wait = waits.get(site.id)
    if (!wait) continue
    data.push({
      site: { id: site.id, name: site.name, href: `/sites/${site.slug}` },
      ...(wait.minutes !== undefined ? { minutes: Math.max(0, Math.round(wait.minutes)) } : {}),
      ...(wait.status && wait.status !== 'reopened' ? { status: wait.status } : {}),
      ...(wait.lastEntry ? { lastEntry: wait.lastEntry } : {}),
      reportedAt: new Date(wait.reportedAt).toISOString(),
      fresh: wait.fresh,
      text: waitText(wait, now) ?? '',
    })
  }
  return data.sort((a, b) => b.reportedAt.localeCompare(a.reportedAt) || a.site.name.localeCompare(b.site.name))
}
