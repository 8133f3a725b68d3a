import { calendarDay, formatZonedTime } from '@/kernel/time'
import { cell } from './visits-csv'

// Booked tours and events at the doors as a spreadsheet: one row per session, with its places
// booked, tickets checked in, no-shows, the walk-up places they left and the check-ins staff
// undid, in the festival's time
// zone. Titles and site names are editors' text: cell() keeps a formula-like one plain.

export interface SessionRow {
  start: string
  title: string
  kind: 'tour-session' | 'event'
  siteName: string | null
  capacity: number
  booked: number
  tickets: number
  checkedIn: number
  checkedInPlaces: number
  noShows: number
  walkUps: number
  /** Check-ins staff undid (mistakes at the door), recorded as such. */
  checkInsUndone: number
}

export const SESSIONS_CSV_HEADER = [
  'day',
  'start',
  'title',
  'kind',
  'site',
  'capacity',
  'places booked',
  'tickets',
  'tickets checked in',
  'places checked in',
  'no-shows',
  'walk-up places',
  'check-ins undone',
] as const

/** RFC 4180 text: a header line, then the sessions by start; CRLF line ends. */
export function sessionsCsv(rows: readonly SessionRow[], timeZone: string): string {
  const sorted = [...rows].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime() || a.title.localeCompare(b.title))
  const lines = [
    SESSIONS_CSV_HEADER.join(','),
    ...sorted.map((r) =>
      [
        calendarDay(new Date(r.start), timeZone),
        formatZonedTime(r.start, timeZone).replace(/\s/g, ' '),
        r.title,
        r.kind === 'event' ? 'event' : 'tour',
        r.siteName ?? '',
        r.capacity,
        r.booked,
        r.tickets,
        r.checkedIn,
        r.checkedInPlaces,
        r.noShows,
        r.walkUps,
        r.checkInsUndone,
      ]
        .map(cell)
        .join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
