import { formatZonedTime } from '@/kernel/time'
import type { TapOutcome } from './record'
import type { HostDay } from './summary'
import type { HostReportBody, NotCountedReason } from './report-body'
import type { Words } from '@/platform/i18n/catalogues'
import { retryIn } from '@/platform/retry-words'

// The host tool's words for what its taps did: the last report as the top of the tool shows it,
// what the server's answer to a batch of taps means for the host, and why sending stopped, said
// with the catalogue's "host" messages in the host's language. The tool renders these; the rules of a tap itself are report-body.ts's and record.ts's.

/** A word of the host tool: the catalogue's "host" messages, in the host's language. */
export type HostWords = Words<'host'>

/** The line choices, one tap each; other minutes are typed. */
export const LINE_CHOICES = [
  { minutes: 0, key: 'lineChoice.none' },
  { minutes: 15, key: 'lineChoice.m15' },
  { minutes: 30, key: 'lineChoice.m30' },
  { minutes: 45, key: 'lineChoice.m45' },
  { minutes: 60, key: 'lineChoice.m60' },
] as const

/** The door's statuses, one tap each; the last entry's time is typed. */
export const DOOR_CHOICES = [
  { status: 'at-capacity', key: 'doorChoice.atCapacity' },
  { status: 'closed-early', key: 'doorChoice.closedEarly' },
  { status: 'reopened', key: 'doorChoice.reopened' },
] as const

const STATUS_KEYS: Record<string, (typeof DOOR_CHOICES)[number]['key']> = Object.fromEntries(DOOR_CHOICES.map((d) => [d.status, d.key]))

/** "Line: 30 min at 2:15 PM", "Closed early at 4:00 PM"; none for a count or no report. */
export function lastReportText(last: HostDay['last'], timeZone: string, t: HostWords, language = 'en'): string | undefined {
  if (!last) return undefined
  const at = formatZonedTime(last.at, timeZone, language)
  if (last.kind === 'line') return t('lastLine', { minutes: last.minutes ?? 0, at })
  if (last.kind === 'status') {
    const key = STATUS_KEYS[last.status ?? '']
    const words = last.status === 'last-entry' ? t('lastEntry', { time: last.lastEntry ?? '' }) : key ? t(key) : (last.status ?? '')
    return t('lastStatus', { words, at })
  }
  return undefined
}

const NOT_COUNTED_WORDS = {
  future: 'why.tapFuture',
  'too-old': 'why.tapTooOld',
  'festival-off': 'why.tapFestivalOff',
} as const satisfies Record<NotCountedReason, string>

/** What a batch's outcomes tell the host: why a tap was not counted, or an undo refused; none when all went in. */
export function outcomesMessage(outcomes: readonly TapOutcome[], t: HostWords): string | undefined {
  const notCounted = outcomes.find((o) => o.outcome === 'not-counted')
  if (notCounted && 'reason' in notCounted) return t(NOT_COUNTED_WORDS[notCounted.reason])
  if (outcomes.some((o) => o.outcome === 'refused')) return t('undoRefused')
  return undefined
}

/** Why sending stopped, by the server's status: the taps stay on the phone in every case. */
export function sendRefusal(
  status: number,
  serverMessage: string | undefined,
  t: HostWords,
  /** A 429's wait in seconds, and the host's language to say it in. */
  retry?: { seconds: number; language: string },
): { stop: boolean; message: string } {
  if (status === 401) return { stop: true, message: t('signInEnded') }
  if (status === 429 && retry) return { stop: false, message: t('tooMany', { when: retryIn(retry.seconds, retry.language) }) }
  if (status === 403) return { stop: true, message: serverMessage ?? t('notHost') }
  return { stop: false, message: serverMessage ?? t('notTaken') }
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
