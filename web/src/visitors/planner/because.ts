// Why a stop is left out of a day, as data a page says in its own language: the planner decides
// (explain.ts), the page speaks (visitors/itineraries/because-words.ts). Times are instants (epoch
// ms) and days YYYY-MM-DD, so the words put them in the festival's zone and the reader's language.

/** A booking the stop clashes with: "your 3:00 PM tour", or another stop by its title. */
export type Booking = { at: number; kind: 'tour' | 'event' } | { title: string }

export type Because =
  | { key: 'closedOn'; days: string[] }
  | { key: 'notThatDay'; on: string; not: string[] }
  | { key: 'notOnPlanDay' }
  | { key: 'endsAfterDay'; at: number }
  | { key: 'startsBeforeDay'; at: number; dayStart: number }
  | { key: 'startsTooSoon'; at: number }
  | { key: 'overlaps'; booking: Booking }
  | { key: 'tooLittleWalk'; booking: Booking }
  | { key: 'openTooShort'; open: number; visit: number; line: boolean }
  | { key: 'noTimeBeforeEnd' }
  | { key: 'closesFirst'; closes: number; after?: Booking }
  | { key: 'noTimeAround'; booking: Booking }
  | { key: 'noRoomBeforeClose'; closes: number }
