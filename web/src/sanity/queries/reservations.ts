import { defineQuery } from 'next-sanity'
import { bookingFields, statusFields } from '../fragments'

// What reservations need from the content: the places of a festival tour's sessions and of an
// event that requires registration, their start times and who may book. Neither holds a
// members-only detail (addresses, ticket links): availability is public. A session or event whose
// live status says cancelled takes no more bookings, like one marked cancelled. Each session says
// whether its places go first come or by ballot, with the ballot's dates.

export const reservableTourQuery = defineQuery(`*[_type == "tour" && _id == $id][0]{
  "id": _id, title, "slug": slug.current, membersOnly,
  "sessions": sessions[]{"key": _key, start, capacity, membersOnly, memberPriorityHours, "cancelled": status.kind == "cancelled", ${bookingFields}}
}`)

export const reservableEventQuery = defineQuery(`*[_type == "event" && _id == $id][0]{
  "id": _id, title, "slug": slug.current, start, membersOnly, "cancelled": cancelled == true || status.kind == "cancelled",
  "registration": registration{required, capacity, memberPriorityHours, ${bookingFields}}
}`)

/** Titles, start times and live notices for a list of reservations (tours and events by id). */
export const reservedTargetsQuery = defineQuery(`*[_id in $ids]{
  "id": _id, _type, title, "slug": slug.current, start, ${statusFields},
  "sessions": sessions[]{"key": _key, start, ${statusFields}}
}`)
