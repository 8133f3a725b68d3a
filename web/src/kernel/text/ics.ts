// A minimal iCalendar (RFC 5545) writer for an itinerary: all-day events (the one-off export) and
// timed events (the subscribed feed), CRLF line endings, text escaped (backslash, semicolon,
// comma, newline) and lines folded at 75 octets — counted in UTF-8 bytes, never splitting a
// character. Times are written in UTC (the trailing Z), so no VTIMEZONE block is needed and every
// calendar shows the right local time wherever its owner is.

export interface CalendarEvent {
  uid: string
  /** YYYY-MM-DD */
  day: string
  summary: string
  description?: string
  url?: string
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Splits a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let bytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The leading space of a continuation line counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74
    if (bytes + size > limit) {
      parts.push(current)
      current = ''
      bytes = 0
    }
    current += char
    bytes += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDay = (day: string) => day.replaceAll('-', '')

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

export function writeCalendar(name: string, events: CalendarEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Open House festival site//Itinerary//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      // DTEND of an all-day event is exclusive: the next day.
      `DTEND;VALUE=DATE:${compactDay(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** One entry of a subscribed calendar, revised in place by its UID. */
export interface TimedEvent {
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  location?: string
  url?: string
  cancelled: boolean
  /** The entry's revision: a calendar app takes a higher one as the newer. */
  sequence: number
  lastModified: Date
}

export interface FeedOptions {
  name: string
  /** The festival's IANA zone, a hint for apps that show a calendar in one zone (X-WR-TIMEZONE). */
  timeZone: string
  /** How often an app should poll, an ISO 8601 duration (PT1H). */
  refresh: string
  now?: Date
}

/**
 * A calendar that apps subscribe to and poll. DTSTAMP is when this copy was written (RFC 5545 for
 * a published calendar), LAST-MODIFIED and SEQUENCE when and how often the entry itself changed;
 * REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (its older spelling, read by Outlook and Apple)
 * ask apps to poll again within the hour.
 */
export function writeFeed(events: TimedEvent[], { name, timeZone, refresh, now = new Date() }: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Open House festival site//Itinerary feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${escapeText(timeZone)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      `SEQUENCE:${event.sequence}`,
      `LAST-MODIFIED:${stamp(event.lastModified)}`,
      `SUMMARY:${escapeText(event.cancelled ? `Cancelled: ${event.summary}` : event.summary)}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
