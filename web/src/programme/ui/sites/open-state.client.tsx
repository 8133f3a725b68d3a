'use client'

import { useVisitorMinute } from '@/ui/runtime/visitor-clock'
import { openState, type FestivalHours, type OpenState } from '@/programme/hours/opening-hours'
import { calendarDay, formatCalendarDate, formatZonedTime } from '@/kernel/time'
import styles from './open-state.module.css'

// "Open now / closes soon / opens at / closed", computed in the browser from the visitor's clock in
// the festival's time zone: the site page is static, so the server cannot know the time of the
// visit. Recomputed every minute; until then an invisible badge holds its line (no guess in the
// server's HTML, and nothing below moves when the state arrives).

function words(s: OpenState, hours: readonly FestivalHours[], timeZone: string): { text: string; tone: string } {
  const at = (t: Date) => formatZonedTime(t, timeZone)
  switch (s.state) {
    case 'open':
      return { text: `Open now · until ${at(s.closesAt!)}`, tone: 'open' }
    case 'closes-soon':
      return { text: `Closes soon · at ${at(s.closesAt!)}`, tone: 'warn' }
    case 'opens-later':
      return { text: `Opens today at ${at(s.opensAt!)}`, tone: 'closed' }
    case 'closed': {
      if (!s.opensAt) return { text: 'Closed', tone: 'closed' }
      const date = calendarDay(s.opensAt, timeZone)
      // A festival day by its weekday ("Saturday"), from the date: the option lists' titles would
      // bring every list of the content model into this island.
      const festivalDay = hours.some((h) => h.date === date)
      return { text: `Closed · opens ${festivalDay ? formatCalendarDate(date, 'weekday') : date} at ${at(s.opensAt)}`, tone: 'closed' }
    }
  }
}

export function OpenStateBadge({ hours, timeZone }: { hours: FestivalHours[]; timeZone: string }) {
  const now = useVisitorMinute()
  const state = now ? words(openState(hours, now, timeZone), hours, timeZone) : null
  return (
    <p aria-live="polite" data-testid="open-state">
      {state ? (
        <span className={`badge ${state.tone}`}>{state.text}</span>
      ) : (
        <span className={`badge ${styles.pending}`} aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
    </p>
  )
}
