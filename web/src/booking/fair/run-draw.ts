import { setCapacity, takeSeats } from '@/booking/store/capacity'
import { claimDraw, commitDraw, recordDrawFigures, undrawnDraws } from '@/booking/store/ballot-draws'
import { recordPosition, takeEntriesForDraw } from '@/booking/store/ballot-entries'
import { insertOffer } from '@/booking/store/place-offers'
import { sessionOf, type SessionRef } from '@/booking/store/session-columns'
import { allocate } from '@/booking/draw/allocate'
import { drawOrder } from '@/booking/draw/order'
import { ballotOf } from '@/booking/reservations/rules'
import { drawDue, winnerDeadline } from './ballot-rules'
import { findSession, refuse, type PlacesDeps, type Refusal, type SessionRequest } from './deps'
import { sendDrawResults } from './draw-results'

// The draw of one session, exactly once however many processes try: claiming it is the first
// statement of its transaction (a conditional UPDATE of the draw row), and everything else — the
// entries taken, their positions, the winners' seats and offers — commits with it or not at all.
// Then every entrant is emailed the result; those emails are claimed one by one, so a second run
// (after a crash, or by the process that lost the claim) sends only what is still unsent.

export interface DrawOutcome {
  ok: true
  /** True when this call drew; false when the session had been drawn already. */
  drew: boolean
  entries: number
  winners: number
  /** Seats given to winners (held by their offers until they confirm). */
  seats: number
  emailsSent: number
}

export async function runDraw(deps: PlacesDeps, request: SessionRequest): Promise<DrawOutcome | Refusal> {
  const found = await findSession(deps, request)
  if (!found.ok) return found
  const { session, ref } = found
  const ballot = ballotOf(session)
  if (!ballot) return refuse(409, 'not_ballot', 'This is booked first come, not by ballot.')
  if (!drawDue(ballot, deps.now)) return refuse(409, 'too_early', 'It is not yet time to draw this ballot.')
  await commitDraw(deps.db, ref, deps.now)
  const deadline = winnerDeadline(ballot, deps.now, session.start, deps.offerHoldHours)

  const result = await deps.db.transaction().execute(async (trx) => {
    const draw = await claimDraw(trx, ref, deps.now, ballot.membersShare)
    if (!draw) return undefined
    await setCapacity(trx, ref, session.capacity)
    const counter = await trx
      .selectFrom('capacity_counters')
      .select(['capacity', 'taken'])
      .where((eb) => eb.and({ target_kind: ref.kind, target_id: ref.id, session_key: ref.sessionKey }))
      .executeTakeFirstOrThrow()
    // A session that started before its draw gives nobody a place: nobody could confirm in time.
    const places = deadline ? Math.max(0, Number(counter.capacity) - Number(counter.taken)) : 0
    const entries = (await takeEntriesForDraw(trx, ref, deps.now)).map((e) => ({ ...e, member: e.member === 1, party: Number(e.party) }))
    const order = drawOrder(draw.seed, entries)
    const { winners } = allocate(order, places, Number(draw.members_share))
    const placed = new Set(winners)
    for (const [i, entry] of order.entries()) await recordPosition(trx, entry.id, i + 1, placed.has(entry) ? 'won' : 'waitlisted')
    const seats = winners.reduce((sum, e) => sum + e.party, 0)
    if (seats > 0 && !(await takeSeats(trx, ref, seats))) throw new Error(`The draw's ${seats} places are not free.`)
    let place = 1
    for (const winner of winners) {
      if (!deadline) break
      await insertOffer(
        trx,
        {
          session: ref,
          userId: winner.user_id,
          seats: winner.party,
          line: { ballotEntryId: winner.id },
          freedFrom: `draw:${draw.id}`,
          freedPlace: place,
          expiresAt: deadline,
        },
        deps.now,
      )
      place += winner.party
    }
    await recordDrawFigures(trx, draw.id, places, entries.length)
    return { entries: entries.length, winners: winners.length, seats }
  })
  const emailsSent = await sendDrawResults(deps, found)
  return {
    ok: true,
    drew: result !== undefined,
    entries: result?.entries ?? 0,
    winners: result?.winners ?? 0,
    seats: result?.seats ?? 0,
    emailsSent,
  }
}

/** Sessions whose ballot is due to be drawn and has not been (those whose draw was committed). */
export async function dueDraws(deps: Pick<PlacesDeps, 'db' | 'now' | 'load'>): Promise<SessionRef[]> {
  const due: SessionRef[] = []
  for (const draw of await undrawnDraws(deps.db)) {
    const ref = sessionOf(draw)
    const found = await findSession(deps, { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey })
    const ballot = found.ok ? ballotOf(found.session) : null
    if (ballot && drawDue(ballot, deps.now)) due.push(ref)
  }
  return due
}

/** Draws every due ballot; what the scheduler runs. */
export async function runDueDraws(deps: PlacesDeps): Promise<(DrawOutcome | Refusal)[]> {
  const outcomes: (DrawOutcome | Refusal)[] = []
  for (const ref of await dueDraws(deps))
    outcomes.push(await runDraw(deps, { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey }))
  return outcomes
}
