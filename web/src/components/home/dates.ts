// Festival dates are calendar dates (YYYY-MM-DD) with no time of day: formatted in UTC so the
// server's own time zone can never move them a day.

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })
const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' })
const full = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

function parse(date: string): Date | undefined {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

/** "October 17–18, 2026", "September 30 – October 1, 2026", or one date. */
export function formatFestivalDates(startDate?: string, endDate?: string): string | undefined {
  const start = startDate ? parse(startDate) : undefined
  const end = endDate ? parse(endDate) : undefined
  if (!start) return end ? full.format(end) : undefined
  if (!end || end.getTime() === start.getTime()) return full.format(start)
  const year = end.getUTCFullYear()
  if (start.getUTCFullYear() !== year) return `${full.format(start)} – ${full.format(end)}`
  if (start.getUTCMonth() === end.getUTCMonth()) return `${monthDay.format(start)}–${day.format(end)}, ${year}`
  return `${monthDay.format(start)} – ${monthDay.format(end)}, ${year}`
}
