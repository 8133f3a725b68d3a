import { formatZonedTime } from '@/kernel/time'
import type { TapOutcome } from './record'
import type { HostDay } from './summary'
import type { HostReportBody } from './report-body'

// The host tool's words for what its taps did: the last report as the top of the tool shows it,
// what the server's answer to a batch of taps means for the host, and why sending stopped. The
// tool renders these; the rules of a tap itself are report-body.ts's and record.ts's.

/** The line choices, one tap each; other minutes are typed. */
export const LINE_CHOICES = [
  { minutes: 0, label: 'No line' },
  { minutes: 15, label: '~15 min' },
  { minutes: 30, label: '~30 min' },
  { minutes: 45, label: '~45 min' },
  { minutes: 60, label: '60+ min' },
] as const

/** The door's statuses, one tap each; the last entry's time is typed. */
export const DOOR_CHOICES = [
  { status: 'at-capacity', label: 'At capacity, entry paused' },
  { status: 'closed-early', label: 'Closed early' },
  { status: 'reopened', label: 'Reopened' },
] as const

const STATUS_WORDS: Record<string, string> = Object.fromEntries(DOOR_CHOICES.map((d) => [d.status, d.label]))

/** "Line: 30 min at 2:15 PM", "Closed early at 4:00 PM"; none for a count or no report. */
export function lastReportText(last: HostDay['last'], timeZone: string): string | undefined {
  if (!last) return undefined
  const at = formatZonedTime(last.at, timeZone)
  if (last.kind === 'line') return `Line: ${last.minutes === 0 ? 'no line' : `${last.minutes} min`} at ${at}`
  if (last.kind === 'status') {
    const words = last.status === 'last-entry' ? `Last entry at ${last.lastEntry ?? ''}` : (STATUS_WORDS[last.status ?? ''] ?? last.status)
    return `${words} at ${at}`
  }
  return undefined
}

/** What a batch's outcomes tell the host: why a tap was not counted, or an undo refused; none when all went in. */
export function outcomesMessage(outcomes: readonly TapOutcome[]): string | undefined {
  const notCounted = outcomes.find((o) => o.outcome === 'not-counted')
  if (notCounted && 'message' in notCounted) return notCounted.message
  if (outcomes.some((o) => o.outcome === 'refused')) return 'An undo was not applied: the count cannot go below zero.'
  return undefined
}

/** Why sending stopped, by the server's status: the taps stay on the phone in every case. */
export function sendRefusal(status: number, serverMessage: string | undefined): { stop: boolean; message: string } {
  if (status === 401) return { stop: true, message: 'Your sign-in has ended: sign in again to send the taps kept on this phone.' }
  if (status === 403) return { stop: true, message: serverMessage ?? 'You are not a host of this site.' }
  return { stop: false, message: serverMessage ?? 'The server did not take the taps just now; they are kept and sent again shortly.' }
}

/**
 * The line and the door's status as they stand: the latest of what the server has and of the taps
 * still on the phone (a report made offline is already the door's news), for marking their buttons.
 */
export function standing(server: Pick<HostDay, 'line' | 'door'>, waiting: readonly HostReportBody[]): { line?: number; status?: string } {
  const latest = <T extends { at: string }>(items: T[]) => items.reduce<T | undefined>((a, b) => (!a || b.at >= a.at ? b : a), undefined)
  const line = latest([
    ...(server.line ? [{ at: server.line.at, minutes: server.line.minutes }] : []),
    ...waiting.flatMap((t) => (t.report.kind === 'line' ? [{ at: t.at, minutes: t.report.minutes }] : [])),
  ])
  const door = latest([
    ...(server.door ? [{ at: server.door.at, status: server.door.status }] : []),
    ...waiting.flatMap((t) => (t.report.kind === 'status' ? [{ at: t.at, status: t.report.status }] : [])),
  ])
  return { ...(line ? { line: line.minutes } : {}), ...(door ? { status: door.status } : {}) }
}
