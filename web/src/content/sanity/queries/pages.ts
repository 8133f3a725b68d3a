import { defineQuery } from 'next-sanity'
import { siteLocation, stopLocation, venueLocation } from '../fragments'

// The centre's pages (`page` documents at a path) and the data their blocks resolve on the server.
// Blocks read the stored body as it is; the settings-driven blocks (hours, admission, donate,
// become a member) and the lists ask for their own data here, so a block renders the same in any
// body that holds it (a page, the home page, a site description).

const imageFields = /* groq */ `alt, caption, "ref": asset._ref`

/** One page by its path. The body is the stored Portable Text; member-only content stays out. */
export const pageByPathQuery = defineQuery(`*[_type == "page" && path == $path][0]{
  title,
  path,
  hero{heading, subheading, "image": image{${imageFields}}},
  seo{title, description, "image": image{${imageFields}}},
  "body": body[]{..., _type == "memberOnlyBlock" => {"content": []}}
}`)

/** The member-only content of one block of one page (for /api/member-content, members only). */
export const memberContentQuery = defineQuery(
  `*[_type == "page" && path == $path][0].body[_type == "memberOnlyBlock" && _key == $key][0]{content}`,
)

/** What the settings-driven blocks show, edited once in Settings. */
export const blockSettingsQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  currentYear,
  timeZone,
  "centreHours": centreHours[]{day, opens, closes, closed},
  "specialClosures": specialClosures[]{date, reason},
  "admission": admission[]{label, amount, note},
  donateUrl,
  membershipUrl
}`)

/** Where the forms deliver: never shown on the site. */
export const formSettingsQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{title, staffEmail, newsletterAudienceId}`)

export const membershipLevelsQuery = defineQuery(
  `*[_type == "membershipLevel"] | order(order asc, price asc){"id": _id, name, price, interval, benefits}`,
)

/** A festival's sponsors with their tiers, in billing order. */
export const festivalSponsorsQuery = defineQuery(`*[_type == "festival" && year == $year][0].sponsors[]{
  tier, ...sponsor->{"id": _id, name, url, "logo": logo{${imageFields}}}
}`)

export const neighborhoodNamesQuery = defineQuery(
  `*[_type == "neighborhood" && $year in years] | order(name asc){"slug": slug.current, name}`,
)

// The list block: one shape for the three lists, so one card view shows them.
export const siteListQuery = defineQuery(`*[_type == "site" && $year in editions[].year
  && ($category == null || $category in categories)
  && ($neighborhood == null || neighborhood._ref == $neighborhood)] | order(name asc){
  "id": _id, "title": name, "href": "/sites/" + slug.current, summary,
  "meta": neighborhood->name, "image": mainImage{${imageFields}}
}`)

export const eventListQuery = defineQuery(`*[_type == "event" && year == $year
  && ($category == null || $category in categories)
  && ($neighborhood == null || venue.site->neighborhood._ref == $neighborhood)] | order(start asc, title asc){
  "id": _id, "title": title, "href": "/events/" + slug.current, summary,
  "meta": start, "timeZone": timeZone, "image": image{${imageFields}}
}`)

export const tourListQuery = defineQuery(`*[_type == "tour" && (kind == "city" || year == $year)
  && ($mode == null || mode == $mode)
  && ($neighborhood == null || site->neighborhood._ref == $neighborhood)] | order(title asc){
  "id": _id, "title": title, "href": "/tours/" + slug.current, summary,
  "meta": mode, "image": image{${imageFields}}
}`)

// The map block's places: one shape for every layer. A members-only place's point is marked
// approximate, as in the API (fragments.ts).
export const siteMapQuery = defineQuery(`*[_type == "site" && $year in editions[].year && defined(location)] | order(name asc){
  "id": _id, "label": name, "href": "/sites/" + slug.current, "location": ${siteLocation}
}`)

export const eventMapQuery =
  defineQuery(`*[_type == "event" && year == $year && membersOnly != true && defined(venue.location)] | order(start asc){
  "id": _id, "label": title, "href": "/events/" + slug.current, "location": ${venueLocation}
}`)

export const pointOfInterestMapQuery = defineQuery(`*[_type == "pointOfInterest" && $year in years && defined(location)] | order(name asc){
  "id": _id, "label": name, "lat": location.lat, "lng": location.lng
}`)

export const trailMapQuery = defineQuery(`*[_type == "trail" && $year in years] | order(title asc){
  "id": _id, title, "stops": stops[]->{"id": _id, "label": title, "href": "/stops/" + slug.current, "location": ${stopLocation}}
}`)
