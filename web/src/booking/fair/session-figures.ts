import { emptyCounts, sessionCounts, type SessionCounts } from '@/booking/store/session-counts'
import { sessionKeyOf } from '@/booking/store/session-columns'
import { ballotOf, type BookingMode } from '@/booking/reservations/rules'
import type { ReservableTarget } from '@/booking/reservations/targets'
import type { PlacesDeps } from './deps'

// The figures of each session of a tour or event, for the host tool and the operations view:
// the counts from the database, with the content's capacity where nobody has booked yet.

export interface SessionFigures extends SessionCounts {
  key: string
  start: string
  mode: BookingMode
}

/** The figures of every session of each target, in the targets' order, counted in one pass over the database. */
export async function figuresOfTargets(
  deps: Pick<PlacesDeps, 'db'>,
  targets: readonly ReservableTarget[],
): Promise<{ target: ReservableTarget; sessions: SessionFigures[] }[]> {
  const refs = targets.flatMap((t) => t.sessions.map((s) => ({ kind: t.kind, id: t.id, sessionKey: s.key })))
  const counts = await sessionCounts(deps.db, refs)
  return targets.map((target) => ({
    target,
    sessions: target.sessions.map((s) => {
      const c = counts.get(sessionKeyOf({ kind: target.kind, id: target.id, sessionKey: s.key })) ?? emptyCounts()
      const capacity = c.capacity ?? s.capacity
      return {
        ...c,
        capacity,
        placesLeft: Math.max(0, capacity - c.taken),
        key: s.key,
        start: s.start,
        mode: ballotOf(s) ? 'ballot' : 'first-come',
      }
    }),
  }))
}

export async function sessionFigures(deps: Pick<PlacesDeps, 'db'>, target: ReservableTarget): Promise<SessionFigures[]> {
  const [figures] = await figuresOfTargets(deps, [target])
  return figures?.sessions ?? []
}
