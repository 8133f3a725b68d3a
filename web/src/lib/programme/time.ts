// Dates and times as a visitor reads them, always in the event's (or festival's) time zone — never
// the server's, which is UTC in production and anything on a laptop.

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayKey(iso: string, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(new Date(iso))
}

/** "Saturday, October 17" for a YYYY-MM-DD day (a date, not an instant: no zone shift). */
export function formatDay(day: string, withYear = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00Z`))
}

/** "9:00 AM" in the time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
}

/** The zone's short name at that instant ("CDT", "CST"): daylight saving changes it. */
export function zoneName(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

/** "9:00 AM – 12:00 PM CDT", the end's day added when it is another day. */
export function formatTimeRange(start: string, end: string | undefined, timeZone: string): string {
  const from = formatTime(start, timeZone)
  if (!end) return `${from} ${zoneName(start, timeZone)}`
  const sameDay = dayKey(start, timeZone) === dayKey(end, timeZone)
  const to = sameDay ? formatTime(end, timeZone) : `${formatDay(dayKey(end, timeZone))}, ${formatTime(end, timeZone)}`
  return `${from} – ${to} ${zoneName(end, timeZone)}`
}

/** "2 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = Math.round(minutes % 60)
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}

/** "$55", "$12.50"; zero is "Free". */
export function formatPrice(amount: number): string {
  if (amount === 0) return 'Free'
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}
