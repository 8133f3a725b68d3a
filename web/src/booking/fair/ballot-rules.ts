import { MAX_SEATS } from '@/booking/reservations/validation'
import type { BallotSettings } from '@/booking/reservations/rules'

// A ballot's times and limits, and how long an offer lasts. Pure: the services pass `now`.

const HOUR = 3_600_000

/** How long a freed place is held for the next person in line, unless the session starts sooner. */
export const OFFER_HOLD_HOURS = 12

/**
 * 'not-open' before entries open; 'open' while they may be made; 'closed' once entries closed (or
 * the draw time came, whichever is first) until the draw; 'drawn' after it.
 */
export type BallotPhase = 'not-open' | 'open' | 'closed' | 'drawn'

export function ballotPhase(ballot: BallotSettings, now: Date, drawn: boolean): BallotPhase {
  if (drawn) return 'drawn'
  if (now < new Date(ballot.entryOpens)) return 'not-open'
  if (now >= entriesClose(ballot)) return 'closed'
  return 'open'
}

/** When entries stop: the entry window's end, or the draw time if an editor set it earlier. */
export function entriesClose(ballot: BallotSettings): Date {
  const closes = new Date(ballot.entryCloses)
  const draw = new Date(ballot.drawAt)
  return draw < closes ? draw : closes
}

/** Whether the ballot may be drawn at `now`. */
export function drawDue(ballot: BallotSettings, now: Date): boolean {
  return now >= new Date(ballot.drawAt)
}

/** The most people one entry may bring: the ballot's, never more than a booking may hold. */
export function maxPartyOf(ballot: BallotSettings): number {
  return Math.max(1, Math.min(MAX_SEATS, Math.floor(ballot.maxParty)))
}

export function validParty(ballot: BallotSettings, party: number): boolean {
  return Number.isInteger(party) && party >= 1 && party <= maxPartyOf(ballot)
}

/**
 * Until when a freed place is held for the next person: `holdHours` from now, but never past the
 * session's start; null when the session has started (nobody could still come: the places go back).
 */
export function offerDeadline(now: Date, start: string, holdHours: number = OFFER_HOLD_HOURS): Date | null {
  const starts = new Date(start)
  if (starts <= now) return null
  const held = new Date(now.getTime() + holdHours * HOUR)
  return held < starts ? held : starts
}

/**
 * Until when a winner may confirm: the ballot's confirmation deadline (never past the start). A draw
 * run after that deadline gives winners the usual hold from now instead, so nobody wins a place
 * that has already lapsed.
 */
export function winnerDeadline(ballot: BallotSettings, now: Date, start: string, holdHours: number = OFFER_HOLD_HOURS): Date | null {
  const confirmBy = new Date(ballot.confirmBy)
  if (confirmBy <= now) return offerDeadline(now, start, holdHours)
  const starts = new Date(start)
  if (starts <= now) return null
  return confirmBy < starts ? confirmBy : starts
}
