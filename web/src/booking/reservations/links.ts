import type { ReservationTargetKind } from '@/platform/db/schema'

/** Where My OHC lists a visitor's bookings of this kind, with cancel. */
export function myOhcPath(kind: ReservationTargetKind): string {
  return kind === 'event' ? '/my-ohc/events' : '/my-ohc/site-tours'
}

/** Where My OHC shows a visitor's ballot entries, offers to confirm, waitlist places and tickets. */
export const MY_PLACES_PATH = '/my-ohc/places'
