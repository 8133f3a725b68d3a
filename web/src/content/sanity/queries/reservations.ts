import { defineQuery } from 'next-sanity'
import { bookingFields, statusFields } from '../fragments'

// What reservations need from the content: the places of a festival tour's sessions and of an
// event that requires registration, their start times and who may book. Neither holds a
// members-only detail (addresses, ticket links): availability is public. A session or event whose
// live status says cancelled takes no more bookings, like one marked cancelled. Each session says
// whether its places go first come or by ballot, with the ballot's dates. Each names the site it
// happens at (a site tour's site, an event's venue), so a ticket is checked in at that door only.

const tourFields = /* groq */ `"id": _id, title, "slug": slug.current, membersOnly, "siteId": site._ref,
  "sessions": sessions[]{"key": _key, start, capacity, membersOnly, memberPriorityHours, "cancelled": status.kind == "cancelled", ${bookingFields}}`

const eventFields = /* groq */ `"id": _id, title, "slug": slug.current, start, membersOnly, "siteId": venue.site._ref,
  "cancelled": cancelled == true || status.kind == "cancelled",
  "registration": registration{required, capacity, memberPriorityHours, ${bookingFields}}`

export const reservableTourQuery = defineQuery(`*[_type == "tour" && _id == $id][0]{${tourFields}}`)

export const reservableEventQuery = defineQuery(`*[_type == "event" && _id == $id][0]{${eventFields}}`)

/** A festival year's tours with sessions, all of them or those at one site ($site null: all). */
export const reservableToursQuery = defineQuery(
  `*[_type == "tour" && year == $year && count(sessions) > 0 && ($site == null || site._ref == $site)] | order(title asc){${tourFields}}`,
)

/** A festival year's events that take registrations, all of them or those at one site ($site null: all). */
export const reservableEventsQuery = defineQuery(
  `*[_type == "event" && year == $year && registration.required == true && ($site == null || venue.site._ref == $site)] | order(start asc){${eventFields}}`,
)

/** Titles, start times and live notices for a list of reservations (tours and events by id). */
export const reservedTargetsQuery = defineQuery(`*[_id in $ids]{
  "id": _id, _type, title, "slug": slug.current, start, ${statusFields},
  "sessions": sessions[]{"key": _key, start, ${statusFields}}
}`)
