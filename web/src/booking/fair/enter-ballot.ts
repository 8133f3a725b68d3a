import { commitDraw } from '@/booking/store/ballot-draws'
import { findEntry, insertEntry, withdrawEntry as withdrawStored } from '@/booking/store/ballot-entries'
import type { BallotEntry } from '@/platform/db/schema'
import type { Booker } from '@/booking/reservations/service'
import { envelopeOf } from '@/platform/email/identity'
import { ballotOf } from '@/booking/reservations/rules'
import { ballotPhase, entriesClose, maxPartyOf, validParty } from './ballot-rules'
import { festivalTime } from './email-parts'
import { entryMessage } from './entry-email'
import { findSession, linksOf, refuse, type PlacesDeps, type Refusal, type SessionRequest } from './deps'
import { sendLogged } from './send'

// Entering a ballot and withdrawing before the draw. An entry is one account's, once per session,
// for a party of 1 to the ballot's most, made while entries are open; the draw's commitment (its
// seed's hash) exists from the first entry at the latest, and the entry email carries it.

export type EntryResult = { ok: true; entry: BallotEntry; seedHash: string; emailSent: boolean } | Refusal

export async function enterBallot(deps: PlacesDeps, who: Booker, request: SessionRequest & { party: number }): Promise<EntryResult> {
  const found = await findSession(deps, request)
  if (!found.ok) return found
  const { target, session, ref } = found
  const ballot = ballotOf(session)
  if (!ballot) return refuse(409, 'not_ballot', 'This is booked first come, not by ballot: book it instead.')
  if (target.cancelled || session.cancelled) return refuse(409, 'closed', 'This has been cancelled, so its ballot is closed.')
  if (session.membersOnly && !who.member) {
    return refuse(403, 'members_only', 'This is for members only. Sign in with the email of your membership, or become a member.')
  }
  // The commitment is made before anything else, so the seed is fixed before this entry exists.
  // Once made it is only read: after the first entry, no entry takes the write lock for it.
  const draw = await commitDraw(deps.db, ref, deps.now)
  const phase = ballotPhase(ballot, deps.now, draw.drawn_at !== null)
  if (phase === 'not-open') return refuse(403, 'not_open', `Entries open on ${festivalTime(ballot.entryOpens, deps.timeZone)}.`)
  if (phase !== 'open') {
    return refuse(409, 'closed', `Entries closed on ${festivalTime(entriesClose(ballot), deps.timeZone)}.`)
  }
  if (!validParty(ballot, request.party)) {
    const most = maxPartyOf(ballot)
    return refuse(400, 'party', most === 1 ? 'Each entry is for one person.' : `An entry is for 1 to ${most} people.`)
  }
  const outcome = await insertEntry(deps.db, ref, { userId: who.userId, party: request.party, member: who.member }, deps.now)
  if (!outcome.ok) return refuse(409, 'already_entered', 'You have already entered this ballot. You’ll find your entry in My OHC.')
  const emailSent = await sendLogged(
    deps.sender,
    entryMessage({
      ...envelopeOf(deps.from, who),
      title: target.title,
      start: session.start,
      seats: request.party,
      drawAt: ballot.drawAt,
      confirmBy: ballot.confirmBy,
      seedHash: draw.seed_hash,
      ...linksOf(deps, target, who),
      timeZone: deps.timeZone,
    }),
    `entry ${outcome.entry.id}`,
  )
  return { ok: true, entry: outcome.entry, seedHash: draw.seed_hash, emailSent }
}

export type WithdrawResult = { ok: true; entry: BallotEntry } | Refusal

/** Withdraws the user's own entry, until the draw takes it. */
export async function withdrawEntry(deps: Pick<PlacesDeps, 'db' | 'now'>, userId: string, entryId: string): Promise<WithdrawResult> {
  const withdrawn = await withdrawStored(deps.db, userId, entryId, deps.now)
  if (withdrawn) return { ok: true, entry: withdrawn }
  const entry = await findEntry(deps.db, entryId)
  if (!entry || entry.user_id !== userId) return refuse(404, 'not_found', 'No such entry.')
  if (entry.state === 'withdrawn') return { ok: true, entry }
  return refuse(409, 'drawn', 'The draw has taken place, so the entry can no longer be withdrawn. Decline your offer in My OHC instead.')
}

export interface Commitment {
  /** SHA-256 of the draw's secret seed, public from now on. */
  seedHash: string
  committedAt: string
  drawnAt: string | null
  /** Revealed once drawn. */
  seed: string | null
}

/**
 * The session's draw commitment, for its page: made the first time the session is shown (or
 * entered), so its hash is public long before entries close. Null for a first-come session.
 */
export async function ballotCommitment(deps: Pick<PlacesDeps, 'db' | 'now' | 'load'>, request: SessionRequest): Promise<Commitment | null> {
  const found = await findSession(deps, request)
  if (!found.ok || !ballotOf(found.session)) return null
  const draw = await commitDraw(deps.db, found.ref, deps.now)
  return { seedHash: draw.seed_hash, committedAt: draw.committed_at, drawnAt: draw.drawn_at, seed: draw.drawn_at ? draw.seed : null }
}
