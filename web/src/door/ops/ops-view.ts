import type { HostedSite } from '@/content/hosts'
import type { Wait } from '@/door/lines/wait'
import { formatDay, formatWallTime, formatWallTimeIn } from '@/kernel/time'
import { hoursOn } from '@/programme/hours/opening-hours'
import { hoursToShow, visitsByHour, type CountTap } from './hourly'
import { longestLines, type LineNow } from './longest-lines'
import { quietSites, type QuietSite } from './quiet-sites'

// What the centre's operations view shows, worked out from what was read (read-ops-view.ts reads
// it): the chosen day's visits per site and hour, the totals of each festival day, the longest
// lines now, the quiet doors and the hosts signed in. Pure, so the bucketing and the choices of
// what to list are tested without a server.

export interface SiteName {
  id: string
  name: string
  slug: string
}

export interface OpsInput {
  now: Date
  timeZone: string
  /** Every day of the festival, in order; `day` is one of them. */
  days: string[]
  day: string
  today: string
  sites: SiteName[]
  hosted: HostedSite[]
  /** The chosen day's count taps. */
  taps: CountTap[]
  /** Visits per site and day, for every festival day (the stored counters). */
  totals: { siteId: string; day: string; total: number }[]
  waits: ReadonlyMap<string, Wait>
  /** The last report per site today. */
  lastReports: ReadonlyMap<string, string>
  /** The host addresses with a live session. */
  signedIn: ReadonlySet<string>
  /** The language of the days' and hours' labels (the staff member's); English unless given. */
  language?: string
}

export interface SiteRow extends SiteName {
  /** Visits in each of `hours`, in order. */
  byHour: number[]
  total: number
  hasHosts: boolean
}

export interface OpsView {
  timeZone: string
  days: { date: string; label: string; chosen: boolean; today: boolean }[]
  day: string
  dayLabel: string
  isToday: boolean
  hours: { hour: number; label: string }[]
  rows: SiteRow[]
  hourTotals: number[]
  dayTotal: number
  dayTotals: { date: string; label: string; visits: number }[]
  weekendTotal: number
  lines: LineNow[]
  quiet: QuietSite[]
  hosts: { signedIn: number; total: number; hostedSites: number; sites: SiteName[] }
}

/** "10 AM" ("10:00" in Spanish): the start of an hour, as the table's columns are headed. */
export const hourLabel = (hour: number, language = 'en') => {
  const time = `${String(hour).padStart(2, '0')}:00`
  return language === 'en' ? formatWallTime(time).replace(':00', '') : formatWallTimeIn(time, language)
}

export function buildOpsView(input: OpsInput): OpsView {
  const { day, timeZone } = input
  const names = new Map(input.sites.map((site) => [site.id, site]))
  const hostedIds = new Set(input.hosted.map((site) => site.id))
  const byHour = visitsByHour(input.taps, timeZone)
  const openings = input.hosted.flatMap((site) => hoursOn(site.hours, day) ?? [])
  const hours = hoursToShow(openings, byHour)

  // The table lists every site with hosts and every site counted that day, busiest first.
  const ids = new Set([...hostedIds, ...byHour.keys()])
  const rows: SiteRow[] = [...ids]
    .map((id) => {
      const site = names.get(id) ?? { id, name: id, slug: '' }
      const all = byHour.get(id) ?? []
      return {
        ...site,
        byHour: hours.map((hour) => all[hour] ?? 0),
        total: all.reduce((sum, visits) => sum + visits, 0),
        hasHosts: hostedIds.has(id),
      }
    })
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))

  const dayTotals = input.days.map((date) => ({
    date,
    label: formatDay(date, false, input.language),
    visits: input.totals.filter((t) => t.day === date).reduce((sum, t) => sum + t.total, 0),
  }))

  const allHosts = new Set(input.hosted.flatMap((site) => site.hosts))
  const withHostIn = input.hosted.filter((site) => site.hosts.some((email) => input.signedIn.has(email)))

  return {
    timeZone,
    days: input.days.map((date) => ({
      date,
      label: formatDay(date, false, input.language),
      chosen: date === day,
      today: date === input.today,
    })),
    day,
    dayLabel: formatDay(day, true, input.language),
    isToday: day === input.today,
    hours: hours.map((hour) => ({ hour, label: hourLabel(hour, input.language) })),
    rows,
    hourTotals: hours.map((_, i) => rows.reduce((sum, row) => sum + (row.byHour[i] ?? 0), 0)),
    dayTotal: rows.reduce((sum, row) => sum + row.total, 0),
    dayTotals,
    weekendTotal: dayTotals.reduce((sum, d) => sum + d.visits, 0),
    lines: longestLines(input.waits, names),
    quiet: quietSites(input.hosted, input.lastReports, input.now, timeZone),
    hosts: {
      signedIn: [...allHosts].filter((email) => input.signedIn.has(email)).length,
      total: allHosts.size,
      hostedSites: input.hosted.length,
      sites: withHostIn.map(({ id, name, slug }) => ({ id, name, slug })),
    },
  }
}
