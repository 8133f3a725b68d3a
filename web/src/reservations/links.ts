import type { ReservationTargetKind } from '@/db/schema'

/** Where My OHC lists a visitor's bookings of this kind (and their ballot entries, offers and tickets). */
export function myOhcPath(kind: ReservationTargetKind): string {
  return kind === 'event' ? '/my-ohc/events' : '/my-ohc/site-tours'
}
