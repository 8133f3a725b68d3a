import { calendarDay } from '@/kernel/time'
import type { Because, Booking } from './because'
import { canFollow } from './fixed-chain'
import type { Problem } from './problem'
import { simulate } from './simulate'
import type { UnplannedReason } from './types'

// Why a stop is not in the day, told from the simplest cause up: closed that day, an opening too
// short for the visit, out of reach even walking straight there from the start, kept out by a
// booking, and last, no room beside the other stops. The reason is data (because.ts): the page
// says it in its reader's language.

export interface Explanation {
  reason: UnplannedReason
  because: Because
  conflictsWith?: string
}

const MINUTE = 60_000

export function explain(p: Problem, i: number, chain: readonly number[]): Explanation {
  const v = p.visits[i]!
  const zone = p.input.timeZone
  const at = (minutes: number) => p.t0 + minutes * MINUTE

  if (v.kind === 'fixed') {
    const startsAt = v.startsAt.getTime()
    if (!v.onTheDay)
      return { reason: 'not-that-day', because: { key: 'notThatDay', on: calendarDay(v.startsAt, zone), not: [p.input.date] } }
    if (v.end > p.end) return { reason: 'after-end-of-day', because: { key: 'endsAfterDay', at: at(v.end) } }
    if (v.start < 0) return { reason: 'starts-before-reachable', because: { key: 'startsBeforeDay', at: startsAt, dayStart: p.t0 } }
    if (!simulate(p, [i])) return { reason: 'starts-before-reachable', because: { key: 'startsTooSoon', at: startsAt } }
    const clash = chain.find((c) => (p.visits[c]!.kind === 'fixed' ? !canFollow(p, c, i) && !canFollow(p, i, c) : false))
    if (clash === undefined) return noRoom(p, i)
    const other = p.visits[clash]!
    const overlaps = other.kind === 'fixed' && v.start < other.end && other.start < v.end
    const booking = bookingOf(p, clash)
    return {
      reason: 'conflicts-with-fixed',
      because: overlaps ? { key: 'overlaps', booking } : { key: 'tooLittleWalk', booking },
      conflictsWith: p.stops[clash]!.id,
    }
  }

  if (v.openings.length === 0) return { reason: 'closed-that-day', because: { key: 'closedOn', days: [p.input.date] } }
  const longest = Math.max(...v.openings.map((o) => o.close - o.open))
  if (longest < v.line + v.visit)
    return { reason: 'opening-shorter-than-visit', because: { key: 'openTooShort', open: longest, visit: v.visit, line: v.line > 0 } }
  const last = v.openings[v.openings.length - 1]!
  if (!simulate(p, [i])) {
    if (simulate({ ...p, end: Infinity }, [i])) return { reason: 'after-end-of-day', because: { key: 'noTimeBeforeEnd' } }
    return { reason: 'closes-before-reachable', because: { key: 'closesFirst', closes: last.closesAt.getTime() } }
  }
  const fitsBesideBookings =
    chain.length === 0 ||
    Array.from({ length: chain.length + 1 }, (_, at) => [...chain.slice(0, at), i, ...chain.slice(at)]).some((order) => simulate(p, order))
  if (fitsBesideBookings) return noRoom(p, i)
  // The booking that holds the visitor while the site is open: the last one to start before it closes.
  const clash =
    [...chain].reverse().find((c) => {
      const b = p.visits[c]!
      return b.kind === 'fixed' && b.start < last.close
    }) ?? chain[0]!
  const because: Because = Number.isFinite(last.close)
    ? { key: 'closesFirst', closes: last.closesAt.getTime(), after: bookingOf(p, clash) }
    : { key: 'noTimeAround', booking: bookingOf(p, clash) }
  return { reason: 'conflicts-with-fixed', because, conflictsWith: p.stops[clash]!.id }
}

/**
 * Why a site is left out of a day kept in the visitor's order. `tried` is the order up to and
 * including it: when it fits the day on its own but closes before it can be reached after the
 * stop before it, that is the reason; otherwise the same reasons as for a planned day.
 */
export function explainInOrder(p: Problem, i: number, chain: readonly number[], tried: readonly number[]): Explanation {
  const general = explain(p, i, chain)
  const v = p.visits[i]!
  const last = v.kind === 'flexible' ? v.openings[v.openings.length - 1] : undefined
  const before = tried[tried.length - 2]
  if (general.reason !== 'no-room' || !last || !Number.isFinite(last.close) || before === undefined) return general
  // Too late even with no end to the day: the door closes first.
  if (simulate({ ...p, end: Infinity }, tried)) return general
  return {
    reason: 'closes-before-reachable',
    because: { key: 'closesFirst', closes: last.closesAt.getTime(), after: bookingOf(p, before) },
  }
}

/** The stop at `c` as the words name it: a booking by its time and kind, another stop by its title. */
function bookingOf(p: Problem, c: number): Booking {
  const b = p.visits[c]!
  return b.kind === 'fixed' ? { at: b.startsAt.getTime(), kind: b.label } : { title: p.stops[c]!.title }
}

/** It fits on its own, but not beside the stops the day keeps. */
function noRoom(p: Problem, i: number): Explanation {
  const v = p.visits[i]!
  const last = v.kind === 'flexible' ? v.openings[v.openings.length - 1] : undefined
  if (Number.isFinite(p.end) || !last || !Number.isFinite(last.close)) return { reason: 'no-room', because: { key: 'noTimeBeforeEnd' } }
  return { reason: 'no-room', because: { key: 'noRoomBeforeClose', closes: last.closesAt.getTime() } }
}
