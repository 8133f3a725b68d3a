import { festivalSites } from '@/content/hosts'
import { getDatabase } from '@/platform/db/database'
import { visitTotals } from '@/door/store/host-reports'
import { daysShown } from './days-shown'

// A past festival's figures as the hosts counted them at the doors: the archive year page shows
// them where an editor has not set the figure by hand (an editor's number always wins: it may
// come from a fuller count than the hosts', or include doors that had no host). Read from the app
// database at render; the rollover writes nothing, so a count corrected later is shown as is.

export const BUSIEST_SHOWN = 5

export interface CountedFigures {
  /** Every visit counted over the festival's days. */
  visits: number
  /** The sites with the most counted visits, most first. */
  busiest: { name: string; slug: string; visits: number }[]
}

/** Sums the per-day counters into the year's figures; undefined when nothing was counted. */
export function figuresFromTotals(
  totals: readonly { siteId: string; total: number }[],
  sites: readonly { id: string; name: string; slug: string }[],
): CountedFigures | undefined {
  const bySite = new Map<string, number>()
  for (const { siteId, total } of totals) bySite.set(siteId, (bySite.get(siteId) ?? 0) + total)
  const visits = [...bySite.values()].reduce((sum, n) => sum + n, 0)
  if (visits === 0) return undefined
  const names = new Map(sites.map((site) => [site.id, site]))
  const busiest = [...bySite]
    .flatMap(([id, count]) => {
      const site = names.get(id)
      return site && count > 0 ? [{ name: site.name, slug: site.slug, visits: count }] : []
    })
    .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name))
    .slice(0, BUSIEST_SHOWN)
  return { visits, busiest }
}

/**
 * The counted figures of the festival of `year`; undefined when there are none, and when the app
 * database cannot be read (the archive page is public content and must not fail for a count).
 */
export async function countedFigures(
  year: number,
  startDate: string | undefined,
  endDate: string | undefined,
): Promise<CountedFigures | undefined> {
  if (!startDate) return undefined
  try {
    const [totals, sites] = await Promise.all([visitTotals(getDatabase(), daysShown(startDate, endDate, startDate)), festivalSites(year)])
    return figuresFromTotals(totals, sites)
  } catch (error) {
    console.error(`[archive] the counted visits of ${year} could not be read: ${error instanceof Error ? error.message : error}`)
    return undefined
  }
}
