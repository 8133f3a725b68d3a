import type { HostReport, HostStatus } from '@/platform/db/schema'
import { STATUS_KINDS } from '@ohc/schemas/names'
import { formatWallTime } from '@/kernel/time'

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

/** "no line", "~30 min line", "60+ min line". */
export function lineLabel(minutes: number): string {
  if (minutes <= 0) return 'No line'
  if (minutes >= 60) return '60+ min line'
  return `~${minutes} min line`
}

/** Whole minutes since a report (never below zero): what "reported … ago" says. */
export const minutesSince = (reportedAt: string, now: Date) => Math.max(0, Math.floor(minutesBetween(reportedAt, now)))

/** "reported just now", "reported 5 min ago", "reported 1 h 10 min ago". */
export function reportedAgo(reportedAt: string, now: Date): string {
  const minutes = minutesSince(reportedAt, now)
  if (minutes < 1) return 'reported just now'
  if (minutes < 60) return `reported ${minutes} min ago`
  return `reported ${Math.floor(minutes / 60)} h ${minutes % 60} min ago`
}

/** "Last entry at 4:30 PM" from the host's HH:MM. */
export const lastEntryLabel = (hhmm: string) => `Last entry at ${formatWallTime(hhmm)}`

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
export function waitText(wait: Wait | undefined, now: Date): string | undefined {
  if (!wait) return undefined
  if (!wait.fresh) return 'No recent report'
  const parts = [
    ...(wait.minutes !== undefined ? [lineLabel(wait.minutes)] : []),
    ...(wait.lastEntry ? [lastEntryLabel(wait.lastEntry)] : []),
    reportedAgo(wait.reportedAt, now),
  ]
  const text = parts.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const NOTICE_TITLES = new Map<string, string>(STATUS_KINDS.map((k) => [k.value, k.title]))

/** A wait in one line, the status included, for a map marker: "At capacity now · reported 3 min ago". */
export function waitSummary(wait: Wait | undefined, now: Date): string | undefined {
  const text = waitText(wait, now)
  const notice = hostNoticeOf(wait)
  if (!notice || !text) return text
  return `${NOTICE_TITLES.get(notice.kind) ?? notice.kind} · ${text.charAt(0).toLowerCase()}${text.slice(1)}`
}
