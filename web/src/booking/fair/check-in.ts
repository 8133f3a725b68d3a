import { findTicket, markCheckedIn, releaseUncheckedTickets, sessionsWithOpenTickets } from '@/booking/store/tickets'
import { sessionOf, type SessionRef } from '@/booking/store/session-columns'
import { addWalkUpPlaces } from '@/booking/store/walk-up-places'
import { DEFAULT_TIME_ZONE, formatZonedTime } from '@/kernel/time'
import { refuse, type PlacesDeps, type Refusal } from './deps'

// At the door. A ticket checks in once: the conditional UPDATE lets one scan in and tells a
// second when the first was. Ten minutes after the start, the places of tickets nobody checked in
// become walk-up places, handed to people waiting at the door: not offers down the line, because
// nobody on a waitlist could reach a tour that has already started in time to take them.
// Whether a host may check in for a session is the caller's to decide (the host tool's access
// rules): findTicket tells it which session a ticket is for.

export const NO_SHOW_AFTER_MINUTES = 10

export type CheckInResult =
  | { ok: true; ticketId: string; session: SessionRef; seats: number; checkedInAt: string }
  | (Refusal & { checkedInAt?: string; checkedInBy?: string; releasedAt?: string })

export async function checkInTicket(
  deps: Pick<PlacesDeps, 'db' | 'now' | 'timeZone'>,
  ticketId: string,
  host: { userId: string },
): Promise<CheckInResult> {
  const ticket = await findTicket(deps.db, ticketId)
  if (!ticket) return refuse(404, 'not_found', 'No such ticket.')
  if (await markCheckedIn(deps.db, ticketId, host.userId, deps.now)) {
    return { ok: true, ticketId, session: ticket.session, seats: ticket.seats, checkedInAt: deps.now.toISOString() }
  }
  const now = await findTicket(deps.db, ticketId)
  const time = (at: string) => formatZonedTime(at, deps.timeZone ?? DEFAULT_TIME_ZONE)
  if (now?.checked_in_at) {
    return {
      ...refuse(409, 'already_checked_in', `Already checked in at ${time(now.checked_in_at)}.`),
      checkedInAt: now.checked_in_at,
      checkedInBy: now.checked_in_by ?? undefined,
    }
  }
  if (now?.released_at) {
    return {
      ...refuse(409, 'released', `Not checked in by ten minutes after the start: its places went to walk-ups at ${time(now.released_at)}.`),
      releasedAt: now.released_at,
    }
  }
  return refuse(404, 'not_found', 'No such ticket.')
}

export interface WalkUps {
  session: SessionRef
  /** Places released to walk-ups by this run. */
  places: number
  noShows: number
}

/** Releases the no-shows of every session that started at least ten minutes ago; what each run released. */
export async function releaseNoShows(deps: Pick<PlacesDeps, 'db' | 'now' | 'load'>): Promise<WalkUps[]> {
  const released: WalkUps[] = []
  const starts = new Map<string, Map<string, string> | null>()
  for (const row of await sessionsWithOpenTickets(deps.db)) {
    const session = sessionOf(row)
    const key = `${session.kind}:${session.id}`
    if (!starts.has(key)) {
      const target = await deps.load(session.kind, session.id).catch(() => null)
      starts.set(key, target ? new Map(target.sessions.map((s) => [s.key, s.start])) : null)
    }
    const start = starts.get(key)?.get(session.sessionKey)
    if (!start || deps.now.getTime() < new Date(start).getTime() + NO_SHOW_AFTER_MINUTES * 60_000) continue
    const tickets = await deps.db.transaction().execute(async (trx) => {
      const gone = await releaseUncheckedTickets(trx, session, deps.now)
      const places = gone.reduce((sum, t) => sum + t.seats, 0)
      if (gone.length) await addWalkUpPlaces(trx, session, places, gone.length, deps.now)
      return { places, noShows: gone.length }
    })
    if (tickets.noShows) released.push({ session, ...tickets })
  }
  return released
}
