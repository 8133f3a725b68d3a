// The counted visits as a spreadsheet: one row per site, festival day and hour that had visits
// (net of undos), in the festival's time zone. Editors' site names are text from outside: a name
// that starts like a formula (=, +, -, @) is quoted with a leading apostrophe so a spreadsheet
// shows it instead of running it.

export interface VisitRow {
  site: string
  slug: string
  day: string
  hour: number
  visits: number
}

export const CSV_HEADER = ['site', 'slug', 'day', 'hour', 'visits'] as const

/** One CSV cell: quoted when it must be, and a formula-like text made plain text. */
export function cell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180 text: a header line, then the rows by day, hour and site; CRLF line ends. */
export function visitsCsv(rows: readonly VisitRow[]): string {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.hour - b.hour || a.site.localeCompare(b.site))
  const lines = [
    CSV_HEADER.join(','),
    ...sorted.map((r) => [r.site, r.slug, r.day, `${String(r.hour).padStart(2, '0')}:00`, r.visits].map(cell).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
