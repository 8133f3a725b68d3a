import { defineJob, type JobContext } from '@/platform/jobs'
import { releaseNoShows } from './check-in'
import { expireOffers } from './expire-offers'
import { liveDeps } from './live-deps'
import { offerFreePlaces } from './offer-free-places'
import { remindTomorrow } from './reminders'
import { resendOfferEmails } from './resend-offers'
import { runDueDraws } from './run-draw'

// Fair booking's work on the clock, run by the site's scheduler once per slot across processes.
// Each job decides for itself what is due at the tick's time, and each step below is itself
// once-only in the database (a draw is claimed by one UPDATE, an offer expires once, a reminder or
// an offer's email is marked sent, a ticket is released once), so a slot taken over after a crash repeats nothing.

const depsOf = ({ db, now }: JobContext) => liveDeps(db, now)

/** Ballots whose draw time has come are drawn, and every entrant is told the result. */
export const drawBallots = defineJob({
  name: 'draw-ballots',
  everyMinutes: 1,
  run: async (context) => void (await runDueDraws(await depsOf(context))),
})

/** Offers not answered in time pass to the next person in line (or free the places). */
export const expirePlaceOffers = defineJob({
  name: 'expire-place-offers',
  everyMinutes: 1,
  run: async (context) => void (await expireOffers(await depsOf(context))),
})

/** Places back on the counter while people wait (an account deleted, a capacity raised) go down the line. */
export const offerPlacesToTheLine = defineJob({
  name: 'offer-free-places',
  everyMinutes: 1,
  run: async (context) => void (await offerFreePlaces(await depsOf(context))),
})

/** An offer's email that failed is sent again, until it goes or the offer closes. */
export const resendOffers = defineJob({
  name: 'resend-offer-emails',
  everyMinutes: 1,
  run: async (context) => void (await resendOfferEmails(await depsOf(context))),
})

/** Ten minutes after a start, places nobody checked in for go to the door as walk-up places. */
export const releaseNoShowPlaces = defineJob({
  name: 'release-no-shows',
  everyMinutes: 1,
  run: async (context) => void (await releaseNoShows(await depsOf(context))),
})

/** The reminder the day before, once per reservation. */
export const remindDayBefore = defineJob({
  name: 'remind-day-before',
  everyMinutes: 15,
  run: async (context) => void (await remindTomorrow(await depsOf(context))),
})

export const FAIR_BOOKING_JOBS = [drawBallots, expirePlaceOffers, offerPlacesToTheLine, resendOffers, releaseNoShowPlaces, remindDayBefore]
