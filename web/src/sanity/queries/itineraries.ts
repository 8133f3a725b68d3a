import { defineQuery } from 'next-sanity'

// What an itinerary's items point at, for My OHC and the shared view: title, where it is (a site's
// location, an event's venue, a tour's meeting point or site, a stop's own point) and, for
// places with festival hours, this year's hours (a stop inherits its site's).
export const itineraryRefsQuery = defineQuery(`*[_id in $ids]{
  "id": _id,
  "type": _type,
  "title": coalesce(name, title),
  "slug": slug.current,
  "location": coalesce(location, venue.location, venue.site->location, meetingPoint.location, site->location),
  "address": coalesce(address.street, venue.address, venue.site->address.street, meetingPoint.address, site->address.street),
  "hours": select(
    _type == "site" => editions[year == $year][0].hours[]{day, date, opens, closes},
    _type == "stop" => site->editions[year == $year][0].hours[]{day, date, opens, closes}
  ),
  start,
  end
}`)
