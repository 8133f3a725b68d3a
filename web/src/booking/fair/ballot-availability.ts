import { commitDraw } from '@/booking/store/ballot-draws'
import type { Ballot } from '@/booking/reservations/booking-mode'
import { ballotOf } from '@/booking/reservations/rules'
import type { ReservableTarget } from '@/booking/reservations/targets'
import { ballotPhase, entriesClose, maxPartyOf, type BallotPhase } from './ballot-rules'
import type { PlacesDeps } from './deps'

// What a session page shows of each ballot: its dates and numbers, where it stands, and the
// draw's commitment. The commitment is made the first time anyone asks, so its hash is public
// from the page's first view, long before entries close; the seed is shown only once drawn.

export interface BallotAvailability extends Ballot {
  phase: BallotPhase
  /** When entries stop (the window's end, or the draw time if sooner). */
  entriesClose: string
  /** SHA-256 of the draw's seed. */
  seedHash: string
  committedAt: string
  drawnAt: string | null
  /** Revealed once drawn. */
  seed: string | null
}

/** Each ballot session's standing, by session key. */
export async function ballotsOf(deps: Pick<PlacesDeps, 'db' | 'now'>, target: ReservableTarget): Promise<Map<string, BallotAvailability>> {
  const ballots = new Map<string, BallotAvailability>()
  for (const session of target.sessions) {
    const ballot = ballotOf(session)
    if (!ballot) continue
    const ref = { kind: target.kind, id: target.id, sessionKey: session.key }
    const draw = await commitDraw(deps.db, ref, deps.now)
    const drawn = draw.drawn_at !== null
    ballots.set(session.key, {
      ...ballot,
      maxParty: maxPartyOf(ballot),
      phase: ballotPhase(ballot, deps.now, drawn),
      entriesClose: entriesClose(ballot).toISOString(),
      seedHash: draw.seed_hash,
      committedAt: draw.committed_at,
      drawnAt: draw.drawn_at,
      seed: drawn ? draw.seed : null,
    })
  }
  return ballots
}
