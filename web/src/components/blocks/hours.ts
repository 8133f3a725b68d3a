import { WEEKDAYS, valuesOf } from '@ohc/schemas/names'
import type { BlockSettings } from '@/content/blocks'

// The centre's week of opening hours as the hours block lists it, Monday first, with today (in
// the centre's time zone) marked and a special closure today or in the coming weeks noted.

export type Weekday = (typeof WEEKDAYS)[number]['value']

export interface HoursRow {
  day: Weekday
  label: string
  /** "9:30 AM – 5:00 PM" or "Closed". */
  hours: string
  today: boolean
}

const DAYS = valuesOf(WEEKDAYS)

/** The calendar day and weekday at `now` in `timeZone`. */
export function localDay(now: Date, timeZone: string): { date: string; weekday: Weekday } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long' }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = DAYS.find((day) => day === part('weekday').toLowerCase()) ?? 'monday'
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday }
}

/** "09:30" → "9:30 AM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`
}

export function weekHours(settings: Pick<BlockSettings, 'centreHours' | 'timeZone'>, now: Date): HoursRow[] {
  const { weekday } = localDay(now, settings.timeZone)
  return WEEKDAYS.map(({ value, title }) => {
    const entry = settings.centreHours.find((h) => h.day === value)
    const open = entry && !entry.closed && entry.opens && entry.closes
    return {
      day: value,
      label: title,
      hours: open ? `${formatTime(entry.opens ?? '')} – ${formatTime(entry.closes ?? '')}` : 'Closed',
      today: value === weekday,
    }
  })
}

/** Special closures from today on, within `days` days, soonest first. */
export function upcomingClosures(settings: Pick<BlockSettings, 'specialClosures' | 'timeZone'>, now: Date, days = 60) {
  const today = localDay(now, settings.timeZone).date
  const until = new Date(`${today}T00:00:00Z`)
  until.setUTCDate(until.getUTCDate() + days)
  const last = until.toISOString().slice(0, 10)
  return settings.specialClosures
    .filter((c) => c.date >= today && c.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((c) => ({ ...c, today: c.date === today }))
}
