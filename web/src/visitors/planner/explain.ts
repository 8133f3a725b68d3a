import { calendarDay, formatCalendarDate, formatDuration, formatZonedTime } from '@/kernel/time'
import { canFollow } from './fixed-chain'
import type { Opening, Problem } from './problem'
import { simulate } from './simulate'
import type { UnplannedReason } from './types'

// Why a stop is not in the day, told from the simplest cause up: closed that day, an opening too
// short for the visit, out of reach even walking straight there from the start, kept out by a
// booking, and last, no room beside the other stops.

export interface Explanation {
  reason: UnplannedReason
  words: string
  conflictsWith?: string
}

const MINUTE = 60_000

export function explain(p: Problem, i: number, chain: readonly number[]): Explanation {
  const v = p.visits[i]!
  const zone = p.input.timeZone
  const clock = (minutes: number) => formatZonedTime(p.t0 + minutes * MINUTE, zone)
  const dayStartWords = `your day starts at ${clock(0)}`
  const booking = (c: number) => {
    const b = p.visits[c]!
    return b.kind === 'fixed' ? `your ${formatZonedTime(b.startsAt, zone)} ${b.label}` : p.stops[c]!.title
  }

  if (v.kind === 'fixed') {
    const startsAt = formatZonedTime(v.startsAt, zone)
    if (!v.onTheDay) {
      const weekday = formatCalendarDate(calendarDay(v.startsAt, zone), 'weekday')
      return { reason: 'not-that-day', words: `On ${weekday}, not ${formatCalendarDate(p.input.date, 'weekday')}` }
    }
    if (v.end > p.end) return { reason: 'after-end-of-day', words: `Ends at ${clock(v.end)}, after the end of your day` }
    if (v.start < 0) return { reason: 'starts-before-reachable', words: `Starts at ${startsAt}, before ${dayStartWords}` }
    if (!simulate(p, [i]))
      return { reason: 'starts-before-reachable', words: `Starts at ${startsAt}, too soon to walk there from where you start` }
    const clash = chain.find((c) => (p.visits[c]!.kind === 'fixed' ? !canFollow(p, c, i) && !canFollow(p, i, c) : false))
    if (clash === undefined) return noRoom(p, i)
    const other = p.visits[clash]!
    const overlaps = other.kind === 'fixed' && v.start < other.end && other.start < v.end
    const words = overlaps ? `Overlaps ${booking(clash)}` : `Too little time to walk between it and ${booking(clash)}`
    return { reason: 'conflicts-with-fixed', words, conflictsWith: p.stops[clash]!.id }
  }

  if (v.openings.length === 0) return { reason: 'closed-that-day', words: `Closed on ${formatCalendarDate(p.input.date, 'weekday')}` }
  const longest = Math.max(...v.openings.map((o) => o.close - o.open))
  if (longest < v.line + v.visit) {
    const needs = v.line > 0 ? `the line and the ${formatDuration(v.visit)} visit` : `the ${formatDuration(v.visit)} visit`
    return { reason: 'opening-shorter-than-visit', words: `Open only ${formatDuration(longest)} that day, less than ${needs}` }
  }
  const last = v.openings[v.openings.length - 1]!
  if (!simulate(p, [i])) {
    if (simulate({ ...p, end: Infinity }, [i])) return { reason: 'after-end-of-day', words: 'Not enough time before the end of the day' }
    return { reason: 'closes-before-reachable', words: `${closes(last, zone)}, before you could get there` }
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
  const words = Number.isFinite(last.close)
    ? `${closes(last, zone)}, before you could get there after ${booking(clash)}`
    : `No time for it around ${booking(clash)} before the end of the day`
  return { reason: 'conflicts-with-fixed', words, conflictsWith: p.stops[clash]!.id }
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
  const b = p.visits[before]!
  const after = b.kind === 'fixed' ? `your ${formatZonedTime(b.startsAt, p.input.timeZone)} ${b.label}` : p.stops[before]!.title
  return { reason: 'closes-before-reachable', words: `${closes(last, p.input.timeZone)}, before you could get there after ${after}` }
}

function closes(o: Opening, zone: string): string {
  return `Closes at ${formatZonedTime(o.closesAt, zone)}`
}

/** It fits on its own, but not beside the stops the day keeps. */
function noRoom(p: Problem, i: number): Explanation {
  const v = p.visits[i]!
  const last = v.kind === 'flexible' ? v.openings[v.openings.length - 1] : undefined
  if (Number.isFinite(p.end) || !last || !Number.isFinite(last.close))
    return { reason: 'no-room', words: 'Not enough time before the end of the day' }
  return {
    reason: 'no-room',
    words: `Not enough time with your other stops before it closes at ${formatZonedTime(last.closesAt, p.input.timeZone)}`,
  }
}
