import { defineQuery } from 'next-sanity'
import {
  eventFields,
  neighborhoodFields,
  partnerFields,
  pointOfInterestFields,
  siteDetailFields,
  siteFields,
  sponsorFields,
  tourFields,
  trailFields,
  venueIsMembersOnly,
} from '../fragments'

// Every content read of the app, as GROQ text that runs unchanged on the Content Lake and on the
// local dataset. Lists take `$year` (the current year, or an archived one) and `$member`.

export const settingsQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  title, tagline, description, currentYear, timeZone, waitlistOfferHours,
  centreName, city, region, country, units, currency, languages{default, others}
}`)

export const festivalByYearQuery = defineQuery(
  `*[_type == "festival" && year == $year][0]{year, title, startDate, endDate, programmeFrom, intro, figures}`,
)

export const sitesQuery = defineQuery(`*[_type == "site" && $year in editions[].year] | order(name asc) {
  "id": _id, "fields": {${siteFields}}
}`)

export const siteQuery = defineQuery(`*[_type == "site" && _id == $id][0]{
  "id": _id, "fields": {${siteDetailFields}}
}`)

/**
 * Neighborhoods, and the neighborhood of every site that year: site counts are tallied from the
 * second list in one pass. (A count() subquery per neighborhood rescans the whole dataset each
 * time: 9 s at ten times the demo's size on groq-js.)
 */
export const neighborhoodsQuery = defineQuery(`{
  "neighborhoods": *[_type == "neighborhood" && $year in years] | order(name asc) {
    "id": _id, "fields": {${neighborhoodFields}}
  },
  "siteNeighborhoods": *[_type == "site" && $year in editions[].year].neighborhood._ref
}`)

export const pointsOfInterestQuery = defineQuery(`*[_type == "pointOfInterest" && $year in years] | order(name asc) {
  "id": _id, "fields": {${pointOfInterestFields}}
}`)

/** City tours run all year; festival site tours belong to one year. */
export const liveToursQuery = defineQuery(`*[_type == "tour" && (kind == "city" || year == $year)] | order(kind asc, title asc) {
  "id": _id, "fields": {${tourFields}}
}`)

export const archivedToursQuery = defineQuery(`*[_type == "tour" && kind == "festival" && year == $year] | order(title asc) {
  "id": _id, "fields": {${tourFields}}
}`)

export const trailsQuery = defineQuery(`*[_type == "trail" && $year in years] | order(title asc) {
  "id": _id, "fields": {${trailFields}}
}`)

export const eventsQuery = defineQuery(`*[_type == "event" && year == $year] | order(start asc, title asc) {
  "id": _id, "fields": {${eventFields}}
}`)

// An event's description tells where to meet (the address): withheld with the venue's address
// when the event, or the site it is at, is for members.
export const eventQuery = defineQuery(`*[_type == "event" && _id == $id && ($year == null || year == $year)][0]{
  "id": _id, "fields": {${eventFields}, "description": select((membersOnly == true || ${venueIsMembersOnly}) && !$member => null, coalesce(translations[defined(language) && language == $lang][0].description, description))}
}`)

/** In the order the festival lists them, which is the order of billing editors chose. */
export const sponsorsQuery = defineQuery(`*[_type == "festival" && year == $year][0].sponsors[]{
  "id": sponsor._ref, "fields": {tier, ...sponsor->{${sponsorFields}}}
}`)

export const partnersQuery = defineQuery(`*[_type == "festival" && year == $year][0].partners[]->{
  "id": _id, "fields": {${partnerFields}}
} | order(fields.name asc)`)

// The display names of an itinerary's items (its calendar export): sites and points of interest
// have a name, events and tours a title.
export const itemTitlesQuery = defineQuery(`*[_id in $ids]{"id": _id, "title": coalesce(name, title)}`)

/**
 * What the page chrome (header, footer, announcement) shows, read once per render of a layout:
 * the menus' labels and the banner's message in `$lang` (null: the default language's), each
 * saying whether it is translated, so one left in the default language is marked so.
 */
export const chromeQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  title, tagline, currentYear,
  "mainMenu": mainMenu[]{"label": coalesce(translations[defined(language) && language == $lang][0].label, label), href,
    "translated": defined(translations[defined(language) && language == $lang][0].label)},
  "footerMenu": footerMenu[]{"label": coalesce(translations[defined(language) && language == $lang][0].label, label), href,
    "translated": defined(translations[defined(language) && language == $lang][0].label)},
  "socialLinks": socialLinks[]{platform, url},
  announcement{enabled, "message": coalesce(translations[defined(language) && language == $lang][0].message, message), href, startsAt, endsAt,
    "translated": defined(translations[defined(language) && language == $lang][0].message)},
  address, phone, contactEmail, donateUrl, membershipUrl, ticketsUrl
}`)
