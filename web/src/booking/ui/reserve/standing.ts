import type { BallotAvailability } from '@/booking/fair/ballot-availability'
import type { MyPlacesAnswer } from '@/booking/fair/my-places'
import type { SessionAvailability } from '@/booking/reservations/availability'

// The shapes the booking box reads from the API: a session's places with its ballot (null when
// first come), and the viewer's own entries, offers and waitlist places.

export interface SessionStanding extends SessionAvailability {
  ballot: BallotAvailability | null
}

export type MyPlaces = MyPlacesAnswer

/** What an action says happened: plain words are good news. */
export type Outcome = { kind: 'ok' | 'error'; text: string; /** Set when the text is not in the page's language. */ lang?: string }

/** Runs one action of the box: its outcome in words is shown, then the box reloads. */
export type Act = (sessionKey: string, action: () => Promise<string | Outcome>) => Promise<void>
