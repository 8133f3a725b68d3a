import { festivalSites, hostedSites } from '@/content/hosts'
import { getFestival, getSettings } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { countTaps, lastReportPerSite, visitTotals } from '@/door/store/host-reports'
import { signedInAddresses } from '@/door/store/host-sign-ins'
import { calendarDay } from '@/kernel/time'
import { currentWaits } from '@/door/lines/current'
import { dayToShow, daysShown } from './days-shown'
import { buildOpsView, type OpsView } from './ops-view'

// Reads what the operations view shows: this year's festival and sites from the content, the
// hosts' reports and the sessions from the app database, all at once. Per request, never cached:
// the view is for deciding what to do about the doors now.

export async function readOpsView(requestedDay: string | undefined, now: Date, language = 'en'): Promise<OpsView> {
  const { currentYear, timeZone } = await getSettings()
  const [festival, sites, hosted] = await Promise.all([getFestival(currentYear), festivalSites(currentYear), hostedSites(currentYear)])
  const today = calendarDay(now, timeZone)
  const days = daysShown(festival?.startDate, festival?.endDate, today)
  const day = dayToShow(days, requestedDay, today)
  const db = getDatabase()
  const [taps, totals, waits, lastReports, signedIn] = await Promise.all([
    countTaps(db, [day]),
    visitTotals(db, days),
    currentWaits(now),
    lastReportPerSite(db, today),
    signedInAddresses(
      db,
      hosted.flatMap((site) => site.hosts),
      now,
    ),
  ])
  return buildOpsView({ now, timeZone, days, day, today, sites, hosted, taps, totals, waits, lastReports, signedIn, language })
}
