import { defineQuery } from 'next-sanity'
import { linkedSiteIsMembersOnly, meetingPointIsMembersOnly, siteIsMembersOnly, venueIsMembersOnly } from '../fragments'

// What an itinerary's items point at, for My OHC and the shared view: title, where it is (a site's
// location, an event's venue, a tour's meeting point or site, a stop's own point) and, for
// places with festival hours, this year's hours (a stop inherits its site's). Where it is belongs
// to members when the item is members-only or is at a members-only site (fragments.ts): the
// address is then withheld and the point marked approximate, as everywhere else.
export const itineraryRefsQuery = defineQuery(`*[_id in $ids]{
  "id": _id,
  "type": _type,
  "title": coalesce(name, title),
  "slug": slug.current,
  "point": coalesce(location, venue.location, venue.site->location, meetingPoint.location, site->location),
  "street": coalesce(address.street, venue.address, venue.site->address.street, meetingPoint.address, site->address.street),
  "hidden": select(
    _type == "site" => ${siteIsMembersOnly},
    _type == "stop" => ${linkedSiteIsMembersOnly},
    _type == "event" => membersOnly == true || ${venueIsMembersOnly},
    _type == "tour" => membersOnly == true || ${meetingPointIsMembersOnly} || (!defined(meetingPoint.location) && ${linkedSiteIsMembersOnly}),
    false
  ),
  "hours": select(
    _type == "site" => editions[year == $year][0].hours[]{day, date, opens, closes},
    _type == "stop" => site->editions[year == $year][0].hours[]{day, date, opens, closes}
  ),
  start,
  end
}{
  id, type, title, slug, hours, start, end,
  "location": select(hidden && !$member => point{lat, lng, "approximate": true}, point{lat, lng}),
  "address": select(hidden && !$member => null, street)
}`)
