import { cache } from 'react'
import { festivalPhase, type FestivalMoment } from '@/programme/festival/phase'
import { now as clockNow } from '@/platform/clock'
import { config } from '@/platform/config'
import { getFestival, getSettings } from './settings'

// The current festival's phase from the content (the settings' year and zone, that year's
// festival with its programme day, and the next year's, when it has dates) and the app's clock. Once per render: the
// header and the page both ask. Pages that show it are static and revalidate, so a phase change
// shows within their revalidation period.
//
// Null while `next build` prerenders: a build may go live days later, so the pages it writes are
// phase-neutral (the editors' menu, the festival's dates), and the first visit after a deploy
// renders them anew with the phase, as a page past its revalidation period is.

// `draft` has no default: React's cache keys on the arguments as passed, so `()` and `(false)`
// would be two entries and two reads in one request. The layout and the pages pass
// `await isPreview()`; the public API, which never previews, passes `false`.
export const readFestivalMoment = cache(async (draft: boolean): Promise<FestivalMoment | null> => {
  if (config().runtime.building) return null
  const settings = await getSettings({ draft })
  const [current, next] = await Promise.all([
    getFestival(settings.currentYear, { draft }),
    getFestival(settings.currentYear + 1, { draft }),
  ])
  return festivalPhase({
    timeZone: settings.timeZone,
    current: {
      year: settings.currentYear,
      startDate: current?.startDate,
      endDate: current?.endDate,
      programmeFrom: current?.programmeFrom ?? undefined,
    },
    next: next ? { year: next.year, startDate: next.startDate, endDate: next.endDate } : null,
    now: clockNow(),
  })
})
