import type { Kysely } from 'kysely'
import { lastReportAt, visitTotal } from '@/door/store/host-reports'
import type { Database } from '@/platform/db/schema'
import type { FestivalToday } from './festival-today'
import type { DoorSession } from './wire'

// What the host tool shows at the top: today's count and the last line or status reported at this
// door (by anyone on it), so a host who takes over from another sees where things stand; and the
// line and the door's status as they stand, which the tool marks on their buttons.

export interface HostSummary {
  day: string
  open: boolean
  /** Why the tool takes no taps today. */
  closedMessage?: string
  timeZone: string
  total: number
  last?: { kind: string; at: string; delta?: number; minutes?: number; status?: string; lastEntry?: string }
  /** The latest line reported today. */
  line?: { minutes: number; at: string }
  /** The latest door status reported today. */
  door?: { status: string; at: string; lastEntry?: string }
}

/** The host tool's whole day: the summary and today's sessions of tours and events at the door. */
export type HostDay = HostSummary & { sessions: DoorSession[] }

export async function hostSummary(db: Kysely<Database>, siteId: string, today: FestivalToday): Promise<HostSummary> {
  const [total, last, line, door] = await Promise.all([
    visitTotal(db, siteId, today.day),
    lastReportAt(db, siteId, today.day),
    lastReportAt(db, siteId, today.day, ['line']),
    lastReportAt(db, siteId, today.day, ['status']),
  ])
  return {
    day: today.day,
    open: today.open,
    ...(today.open ? {} : { closedMessage: today.message }),
    timeZone: today.timeZone,
    total,
    ...(last
      ? {
          last: {
            kind: last.kind,
            at: last.tapped_at,
            ...(last.kind === 'count' ? { delta: Number(last.delta) } : {}),
            ...(last.kind === 'line' ? { minutes: Number(last.minutes) } : {}),
            ...(last.status ? { status: last.status } : {}),
            ...(last.last_entry ? { lastEntry: last.last_entry } : {}),
          },
        }
      : {}),
    ...(line ? { line: { minutes: Number(line.minutes), at: line.tapped_at } } : {}),
    ...(door?.status
      ? { door: { status: door.status, at: door.tapped_at, ...(door.last_entry ? { lastEntry: door.last_entry } : {}) } }
      : {}),
  }
}
