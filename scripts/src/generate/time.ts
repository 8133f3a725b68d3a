// Calendar arithmetic on plain `YYYY-MM-DD` strings, in UTC so the host's time zone never leaks into the
// output. Datetimes are written with Chicago's offset for that date (CDT −05:00 / CST −06:00).

const DAY_MS = 86_400_000
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type WeekdayName = (typeof WEEKDAY_NAMES)[number]

const pad = (n: number) => String(n).padStart(2, '0')

export function toDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

export function formatDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

export function ymd(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`
}

export function addDays(date: string, days: number): string {
  return formatDate(new Date(toDate(date).getTime() + days * DAY_MS))
}

export function weekdayOf(date: string): WeekdayName {
  return WEEKDAY_NAMES[toDate(date).getUTCDay()] as WeekdayName
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toDate(b).getTime() - toDate(a).getTime()) / DAY_MS)
}

/** A festival year's own weekend: the Saturday falling on 12–18 October, and the Sunday after it. */
export function festivalWeekend(year: number): { saturday: string; sunday: string } {
  const oct12 = ymd(year, 10, 12)
  const shift = (6 - toDate(oct12).getUTCDay() + 7) % 7
  const saturday = addDays(oct12, shift)
  return { saturday, sunday: addDays(saturday, 1) }
}

/** The n-th given weekday (0 = Sunday) of a month, as a date string. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = ymd(year, month, 1)
  const shift = (weekday - toDate(first).getUTCDay() + 7) % 7
  return addDays(first, shift + (n - 1) * 7)
}

/** Chicago's UTC offset on a date: daylight time from the second Sunday of March to the first of November. */
export function chicagoOffset(date: string): string {
  const year = Number(date.slice(0, 4))
  const dstStart = nthWeekday(year, 3, 0, 2)
  const dstEnd = nthWeekday(year, 11, 0, 1)
  return date >= dstStart && date < dstEnd ? '-05:00' : '-06:00'
}

/** `2026-10-17T10:00:00-05:00` for a wall-clock time in Chicago. */
export function chicagoDateTime(date: string, time: string): string {
  return `${date}T${time}:00${chicagoOffset(date)}`
}

/** Minutes after midnight to `HH:MM`. */
export function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** `10:30` → 630. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Adds minutes to a Chicago wall-clock datetime on the same date (callers keep events inside one day). */
export function chicagoDateTimePlus(date: string, time: string, minutes: number): string {
  return chicagoDateTime(date, clock(minutesOf(time) + minutes))
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** `October 17` (for copy). */
export function longDate(date: string): string {
  const d = toDate(date)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`
}

/** `18:30` → `6:30 pm`, `12:00` → `noon` (for copy). */
export function spokenTime(time: string): string {
  const minutes = minutesOf(time)
  if (minutes === 12 * 60) return 'noon'
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`
}

/** `October 17 and 18`, or `October 31 and November 1`: a festival weekend, for copy. */
export function weekendDates({ saturday, sunday }: { saturday: string; sunday: string }): string {
  const sat = longDate(saturday)
  const sun = longDate(sunday)
  return sat.split(' ')[0] === sun.split(' ')[0] ? `${sat} and ${sun.split(' ')[1]}` : `${sat} and ${sun}`
}

/** `17 y 18 de octubre`, or `31 de octubre y 1 de noviembre`: a festival weekend, for copy in Spanish. */
export function fechasDelFinDeSemana({ saturday, sunday }: { saturday: string; sunday: string }): string {
  const fecha = (date: string) => new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(toDate(date))
  const [sat, sun] = [fecha(saturday), fecha(sunday)]
  const mes = (words: string) => words.split(' de ')[1]
  return mes(sat) === mes(sun) ? `${sat.split(' ')[0]} y ${sun}` : `${sat} y ${sun}`
}
