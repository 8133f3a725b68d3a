import { festivalSites } from '@/content/hosts'
import { getFestival, getSettings } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { countTaps } from '@/door/store/host-reports'
import { calendarDay } from '@/kernel/time'
import { daysShown } from './days-shown'
import { visitsByHour } from './hourly'
import type { VisitRow } from './visits-csv'

// The rows of the visits export: every day of this year's festival, bucketed by hour exactly as
// the operations view's table is (hourly.ts), so the file and the page never disagree.

export async function readVisitRows(now: Date): Promise<VisitRow[]> {
  const { currentYear, timeZone } = await getSettings()
  const [festival, sites] = await Promise.all([getFestival(currentYear), festivalSites(currentYear)])
  const names = new Map(sites.map((site) => [site.id, site]))
  const days = daysShown(festival?.startDate, festival?.endDate, calendarDay(now, timeZone))
  const db = getDatabase()
  const perDay = await Promise.all(days.map(async (day) => ({ day, taps: await countTaps(db, [day]) })))
  return perDay.flatMap(({ day, taps }) =>
    [...visitsByHour(taps, timeZone)].flatMap(([siteId, hours]) =>
      hours.flatMap((visits, hour) => {
        if (visits === 0) return []
        const site = names.get(siteId)
        return [{ site: site?.name ?? siteId, slug: site?.slug ?? '', day, hour, visits }]
      }),
    ),
  )
}
