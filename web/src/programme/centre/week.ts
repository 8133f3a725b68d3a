import { WEEKDAYS } from '@ohc/schemas/names'
import { addDays, formatWallTime, localDay, type Weekday } from '@/kernel/time'

// The centre's week of opening hours as the hours block lists it, Monday first, with today (in
// the centre's time zone) marked and a special closure today or in the coming weeks noted. The
// settings' shape is written here (the content's record matches it), so the rule stands below
// the readers.

/** The centre's hours and closures as the settings give them. */
export interface CentreWeek {
  timeZone: string
  centreHours: readonly { day: Weekday; opens?: string; closes?: string; closed: boolean }[]
  specialClosures: readonly { date: string; reason?: string }[]
}

export interface HoursRow {
  day: Weekday
  label: string
  /** "9:30 AM – 5:00 PM" or "Closed". */
  hours: string
  today: boolean
}

export function weekHours(settings: Pick<CentreWeek, 'centreHours' | 'timeZone'>, now: Date): HoursRow[] {
  const { weekday } = localDay(now, settings.timeZone)
  return WEEKDAYS.map(({ value, title }) => {
    const entry = settings.centreHours.find((h) => h.day === value)
    const open = entry && !entry.closed && entry.opens && entry.closes
    return {
      day: value,
      label: title,
      hours: open ? `${formatWallTime(entry.opens ?? '')} – ${formatWallTime(entry.closes ?? '')}` : 'Closed',
      today: value === weekday,
    }
  })
}

/** Special closures from today on, within `days` days, soonest first. */
export function upcomingClosures(settings: Pick<CentreWeek, 'specialClosures' | 'timeZone'>, now: Date, days = 60) {
  const today = localDay(now, settings.timeZone).date
  const last = addDays(today, days)
  return settings.specialClosures
    .filter((c) => c.date >= today && c.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((c) => ({ ...c, today: c.date === today }))
}
