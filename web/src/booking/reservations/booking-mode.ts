import { BALLOT_LIMITS, type BookingMode } from '@ohc/schemas/names'
import type { StoredBallot } from '@/content/reservations'

// How a session's places are given out, read from what an editor stored. The Studio will not
// publish a ballot with a missing or misordered date, but content can arrive by other roads (an
// import, an older draft): a ballot whose dates cannot be used is booked first come, and the
// server log says which session and why, so nobody is entered into a draw that cannot be held.

export type { BookingMode }

/** A ballot's window and numbers; the dates are ISO 8601 strings in UTC. */
export interface Ballot {
  entryOpens: string
  entryCloses: string
  drawAt: string
  confirmBy: string
  /** How many people may enter together; a party wins or loses as one. */
  maxParty: number
  /** The percent of places drawn among members first (0–100). */
  membersShare: number
}

export type SessionBooking = { mode: 'first-come'; ballot?: undefined } | { mode: 'ballot'; ballot: Ballot }

const DATES = ['entryOpens', 'entryCloses', 'drawAt', 'confirmBy'] as const

const DATE_NAMES: Record<(typeof DATES)[number], string> = {
  entryOpens: 'entries-open date',
  entryCloses: 'entries-close date',
  drawAt: 'draw date',
  confirmBy: 'confirm-by date',
}

const isoOf = (value: string | null | undefined): string | undefined => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** A whole number within the bounds, or the default. */
const within = (value: number | null | undefined, { min, max, default: fallback }: { min: number; max: number; default: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/**
 * The booking of a session that starts at `start`, from its stored `booking` and `ballot`. `where`
 * names the session in the warning logged when a ballot is set but cannot be used.
 */
export function sessionBooking(
  stored: { booking?: string | null; ballot?: StoredBallot } | null | undefined,
  start: string,
  where: string,
): SessionBooking {
  if (stored?.booking !== 'ballot') return { mode: 'first-come' }
  const dates = Object.fromEntries(DATES.map((field) => [field, isoOf(stored.ballot?.[field])]))
  const missing = DATES.filter((field) => dates[field] === undefined)
  if (missing.length) {
    const names = missing.map((field) => DATE_NAMES[field]).join(', ')
    return firstComeInstead(where, `its ${names} ${missing.length === 1 ? 'is' : 'are'} missing or unreadable`)
  }
  const { entryOpens, entryCloses, drawAt, confirmBy } = dates as Record<(typeof DATES)[number], string>
  const ordered = [entryOpens, entryCloses, drawAt, confirmBy, new Date(start).toISOString()]
  if (ordered.some((date, i) => i > 0 && date <= (ordered[i - 1] as string))) {
    return firstComeInstead(where, 'its dates are not in order (entries open, entries close, draw, confirmation, start)')
  }
  return {
    mode: 'ballot',
    ballot: {
      entryOpens,
      entryCloses,
      drawAt,
      confirmBy,
      maxParty: within(stored.ballot?.maxParty, BALLOT_LIMITS.maxParty),
      membersShare: within(stored.ballot?.membersShare, BALLOT_LIMITS.membersShare),
    },
  }
}

function firstComeInstead(where: string, reason: string): SessionBooking {
  console.warn(`[reservations] ${where} is set to a ballot, but ${reason}: it is booked first come instead.`)
  return { mode: 'first-come' }
}
