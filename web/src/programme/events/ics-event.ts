import { escapeText, foldLine } from '@/kernel/text/ics'

// One event as an iCalendar file (RFC 5545), for "Add to calendar". Times are written in UTC (the
// trailing Z), converted from the offset the content stores, so no VTIMEZONE block is needed and
// every calendar shows the right local time wherever its owner is. Text escaping and line folding
// are the itinerary export's, so the two files follow one encoder.

export interface CalendarEventInput {
  /** The document id: a stable UID, so a second download updates the same calendar entry. */
  id: string
  title: string
  /** ISO 8601 with an offset, as stored (e.g. 2026-10-17T09:00:00-05:00). */
  start: string
  end?: string
  summary?: string
  venue?: { name?: string; address?: string; location?: { lat: number; lng: number; approximate?: true } }
  cancelled: boolean
}

/** 20261017T140000Z: the instant in UTC, in iCalendar's basic format. */
export function utcStamp(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date-time: ${String(iso)}`)
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

export function eventCalendar(
  event: CalendarEventInput,
  { url, host, now = new Date() }: { url: string; host: string; now?: Date },
): string {
  const location = [event.venue?.name, event.venue?.address].filter(Boolean).join(', ')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Open House festival site//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.id)}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
  ]
  if (event.end) lines.push(`DTEND:${utcStamp(event.end)}`)
  lines.push(`SUMMARY:${escapeText(event.cancelled ? `Cancelled: ${event.title}` : event.title)}`)
  if (event.summary) lines.push(`DESCRIPTION:${escapeText(event.summary)}`)
  if (location) lines.push(`LOCATION:${escapeText(location)}`)
  // An approximate point (a venue at a members-only site, for a visitor) would send a calendar's
  // directions to the wrong door: the file then names the venue only.
  if (event.venue?.location && !event.venue.location.approximate) lines.push(`GEO:${event.venue.location.lat};${event.venue.location.lng}`)
  lines.push(`URL:${url}`, `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
