import type { HostReport, HostStatus } from '@/platform/db/schema'
import { STATUS_KINDS } from '@ohc/schemas/names'
import { formatWallTime, formatWallTimeIn } from '@/kernel/time'
import { wordsIn, type Words } from '@/platform/i18n/catalogues'

// A site's line as visitors see it, from its host's latest reports. A report speaks for 45
// minutes ("~30 min line · reported 5 min ago"); after that it fades to "no recent report" until
// it is 90 minutes old, and then it is gone: an old number on a busy afternoon is worse than none.

/** A report is current for this long. */
export const FRESH_MINUTES = 45
/** A faded report is shown as "no recent report" until it is this old. */
export const GONE_MINUTES = 90
/** "Short line": this many minutes or less. */
export const SHORT_LINE_MINUTES = 15

export interface Wait {
  /** The line in minutes (0: no line); absent when the latest news is a status alone. */
  minutes?: number
  /** A status from the door: at capacity, closed early, reopened, last entry at … */
  status?: HostStatus
  /** With 'last-entry': HH:MM in the festival's time zone. */
  lastEntry?: string
  /** When the newest of the two was reported (the phone's time). */
  reportedAt: string
  /** False once older than FRESH_MINUTES: "no recent report". */
  fresh: boolean
}

const minutesBetween = (from: string, to: Date) => (to.getTime() - new Date(from).getTime()) / 60_000

/** A site's wait from its latest line and status reports at `now`; undefined when both are gone. */
export function waitOf(line: HostReport | undefined, status: HostReport | undefined, now: Date): Wait | undefined {
  const live = (r: HostReport | undefined) => (r && minutesBetween(r.tapped_at, now) < GONE_MINUTES ? r : undefined)
  const l = live(line)
  // "Reopened" ends a closure or a pause; it says nothing a visitor needs once the line is known.
  const s = live(status)
  if (!l && !s) return undefined
  const reportedAt = [l?.tapped_at, s?.tapped_at]
    .filter((t): t is string => !!t)
    .sort()
    .at(-1)!
  return {
    ...(l ? { minutes: Number(l.minutes ?? 0) } : {}),
    ...(s?.status && s.status !== 'reopened' ? { status: s.status } : {}),
    ...(s?.status === 'last-entry' && s.last_entry ? { lastEntry: s.last_entry } : {}),
    reportedAt,
    fresh: minutesBetween(reportedAt, now) < FRESH_MINUTES,
  }
}

/** Whether a wait counts as a short line (15 minutes or less, reported recently, the doors open). */
export function isShortLine(wait: Wait | undefined): boolean {
  return (
    !!wait &&
    wait.fresh &&
    wait.minutes !== undefined &&
    wait.minutes <= SHORT_LINE_MINUTES &&
    wait.status !== 'closed-early' &&
    wait.status !== 'at-capacity'
  )
}

// The words of a wait are the catalogue's `site.line` ones, in the page's language; the API and
// the pages not yet translated say them in English (no `t` given).
const ENGLISH = () => wordsIn(undefined, 'site')

/** "no line", "~30 min line", "60+ min line". */
export function lineLabel(minutes: number, t: Words<'site'> = ENGLISH()): string {
  if (minutes <= 0) return t('line.none')
  if (minutes >= 60) return t('line.long')
  return t('line.minutes', { minutes })
}

/** Whole minutes since a report (never below zero): what "reported … ago" says. */
export const minutesSince = (reportedAt: string, now: Date) => Math.max(0, Math.floor(minutesBetween(reportedAt, now)))

/** "reported just now", "reported 5 min ago", "reported 1 h 10 min ago". */
export function reportedAgo(reportedAt: string, now: Date, t: Words<'site'> = ENGLISH()): string {
  const minutes = minutesSince(reportedAt, now)
  if (minutes < 1) return t('line.justNow')
  if (minutes < 60) return t('line.minutesAgo', { minutes })
  return t('line.hoursAgo', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}

/** "Last entry at 4:30 PM" from the host's HH:MM. */
export const lastEntryLabel = (hhmm: string, t: Words<'site'> = ENGLISH(), language = 'en-US') =>
  // English keeps the plain-spaced "4:30 PM" the API and the cards have always sent.
  t('line.lastEntry', { time: language.startsWith('en') ? formatWallTime(hhmm) : formatWallTimeIn(hhmm, language) })

/** Host statuses that visitors already know as editors' notices: shown with the same badge. */
export const NOTICE_STATUSES = ['at-capacity', 'closed-early'] as const
export type HostNoticeKind = (typeof NOTICE_STATUSES)[number]

/** The notice a host's status stands for, while it is fresh: at capacity, closed early. */
export function hostNoticeOf(wait: Wait | undefined): { kind: HostNoticeKind; postedAt: string } | undefined {
  if (!wait?.fresh) return undefined
  const kind = NOTICE_STATUSES.find((k) => k === wait.status)
  return kind ? { kind, postedAt: wait.reportedAt } : undefined
}

/**
 * What a visitor reads of a site's wait on a card, its page or its map marker:
 * "~30 min line · reported 5 min ago", "Last entry at 4:30 PM · reported 2 min ago",
 * "No recent report" (45 to 90 minutes old), nothing (no report, or older than 90 minutes).
 * "At capacity" and "closed early" are the status badges' to say; their time is said here.
 */
export function waitText(wait: Wait | undefined, now: Date, t: Words<'site'> = ENGLISH(), language = 'en-US'): string | undefined {
  if (!wait) return undefined
  if (!wait.fresh) return t('line.noRecent')
  const parts = [
    ...(wait.minutes !== undefined ? [lineLabel(wait.minutes, t)] : []),
    ...(wait.lastEntry ? [lastEntryLabel(wait.lastEntry, t, language)] : []),
    reportedAgo(wait.reportedAt, now, t),
  ]
  const text = parts.join(' · ')
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

const NOTICE_TITLES = new Map<string, string>(STATUS_KINDS.map((k) => [k.value, k.title]))

/** A wait in one line, the status included, for a map marker: "At capacity now · reported 3 min ago". */
export function waitSummary(wait: Wait | undefined, now: Date, t: Words<'site'> = ENGLISH(), language = 'en-US'): string | undefined {
  const text = waitText(wait, now, t, language)
  const notice = hostNoticeOf(wait)
  if (!notice || !text) return text
  const title = language.startsWith('en') ? (NOTICE_TITLES.get(notice.kind) ?? notice.kind) : wordsIn(language, 'status')(notice.kind)
  return `${title} · ${text.charAt(0).toLocaleLowerCase(language)}${text.slice(1)}`
}
