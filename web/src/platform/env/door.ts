import { z } from 'zod'
import { readVariables, wholeNumber, type Env } from './read'

// The door's window for tickets: how long before a tour's or event's start its tickets check in
// (door/check-in/window.ts). Later than that the window closes at the no-show release, ten minutes
// after the start, when unclaimed places go to walk-ups. A festival whose queues form early (a
// river cruise boarding half an hour ahead, a long security line) sets it wider.

export const DEFAULT_CHECK_IN_OPENS_MINUTES = 60

export const doorSchema = z.object({
  // Optional. Minutes before a session's start from which its tickets check in at the door (0–720).
  OHC_CHECK_IN_OPENS_MINUTES: wholeNumber(DEFAULT_CHECK_IN_OPENS_MINUTES, 720, {
    whole: 'must be a whole number of minutes',
    most: 'must be at most 720 (12 hours)',
  }),
})

export interface DoorConfig {
  /** Minutes before a session's start from which its tickets check in. */
  checkInOpensMinutes: number
}

export function readDoorConfig(env: Env): DoorConfig {
  return { checkInOpensMinutes: readVariables(doorSchema, env, 'door').OHC_CHECK_IN_OPENS_MINUTES }
}
