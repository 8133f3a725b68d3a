'use client'

import { useVisitorMinute } from '@/ui/runtime/visitor-clock'
import { openState, type FestivalHours, type OpenState } from '@/programme/hours/opening-hours'
import { calendarDay, formatCalendarDate, formatZonedTime } from '@/kernel/time'
import styles from './open-state.module.css'

// "Open now / closes soon / opens at / closed", computed in the browser from the visitor's clock in
// the festival's time zone: the site page is static, so the server cannot know the time of the
// visit. Recomputed every minute; until then an invisible badge holds its line (no guess in the
// server's HTML, and nothing below moves when the state arrives). Its words come from the page, in
// the page's language ({time} and {day} filled in here): the island carries no catalogue.

/** The catalogue's `site.open` messages as written, with their {time} and {day}. */
export interface OpenStateWords {
  now: string
  closesSoon: string
  opensToday: string
  closed: string
  closedOpens: string
}

const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all)

function words(
  s: OpenState,
  hours: readonly FestivalHours[],
  timeZone: string,
  say: OpenStateWords,
  language: string,
): { text: string; tone: string } {
  const at = (t: Date) => formatZonedTime(t, timeZone, language)
  switch (s.state) {
    case 'open':
      return { text: fill(say.now, { time: at(s.closesAt!) }), tone: 'open' }
    case 'closes-soon':
      return { text: fill(say.closesSoon, { time: at(s.closesAt!) }), tone: 'warn' }
    case 'opens-later':
      return { text: fill(say.opensToday, { time: at(s.opensAt!) }), tone: 'closed' }
    case 'closed': {
      if (!s.opensAt) return { text: say.closed, tone: 'closed' }
      const date = calendarDay(s.opensAt, timeZone)
      // A festival day by its weekday ("Saturday"), from the date: the option lists' titles would
      // bring every list of the content model into this island.
      const festivalDay = hours.some((h) => h.date === date)
      const day = festivalDay ? formatCalendarDate(date, 'weekday', language) : date
      return { text: fill(say.closedOpens, { day, time: at(s.opensAt) }), tone: 'closed' }
    }
  }
}

export function OpenStateBadge({
  hours,
  timeZone,
  words: say,
  language,
}: {
  hours: FestivalHours[]
  timeZone: string
  words: OpenStateWords
  language: string
}) {
  const now = useVisitorMinute()
  const state = now ? words(openState(hours, now, timeZone), hours, timeZone, say, language) : null
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
