// Shared GROQ projections, as plain strings so `sanity typegen` can read the queries built from
// them. Members-only details are withheld in the query itself (`$member`), so they never leave
// the content source for a visitor, whichever source answers. A members-only place's point is
// the exception: the query marks it `approximate` and the reader's record publishes the centre of
// its grid cell instead (content/records/common.ts, kernel/geo/public-location.ts).

const imageFields = /* groq */ `alt, caption, "ref": asset._ref`
// A translated document's words are read in the language `$lang` asks for (null: the default
// language's), each field falling back to the default language's when its translation is empty.
// An entry must name its language to be read: GROQ's null == null would otherwise hand an entry
// saved without one to every default-language read.
// `untranslated` names the fields shown in the default language, so a page can mark them with
// their own language and the API can say which they are (docs/decisions/content.md).
const neighborhoodSummary = /* groq */ `"neighborhood": neighborhood->{"id": _id, "name": coalesce(translations[defined(language) && language == $lang][0].name, name), "slug": slug.current}`
const siteSummary = /* groq */ `"site": site->{"id": _id, name, "slug": slug.current}`

// Where a site is belongs to members when its edition of the year asked, or its latest edition,
// is members-only. A building does not move between years, so a past year in which it was open
// to all must not give away this year's members-only site. One rule, written out from each scope
// it is asked in (the query's text must stay a literal type, which the readers' contract looks
// its result type up by).

/** The site itself, in a site's projection. */
export const siteIsMembersOnly = /* groq */ `(editions[year == $year][0].membersOnly == true || (editions | order(year desc))[0].membersOnly == true)`

/** An event's venue, in the event's projection (the event's own year). */
export const venueIsMembersOnly = /* groq */ `(venue.site->editions[year == ^.year][0].membersOnly == true || (venue.site->editions | order(year desc))[0].membersOnly == true)`

/** A tour's meeting point, in the tour's projection. */
export const meetingPointIsMembersOnly = /* groq */ `(meetingPoint.site->editions[year == $year][0].membersOnly == true || (meetingPoint.site->editions | order(year desc))[0].membersOnly == true)`

/** The site the scope points at: a trail stop's, a tour's. */
export const linkedSiteIsMembersOnly = /* groq */ `(site->editions[year == $year][0].membersOnly == true || (site->editions | order(year desc))[0].membersOnly == true)`

// A place's point for a `location` record: marked approximate for a visitor when where it is
// belongs to members.

/** A site's point, in a site's projection. */
export const siteLocation = /* groq */ `select(${siteIsMembersOnly} && !$member => location{lat, lng, "approximate": true}, location{lat, lng})`

/** A trail stop's point, in the stop's projection. */
export const stopLocation = /* groq */ `select(${linkedSiteIsMembersOnly} && !$member => location{lat, lng, "approximate": true}, location{lat, lng})`

/** An event venue's point, in the event's projection (a members-only event's venue has none). */
export const venueLocation = /* groq */ `select(${venueIsMembersOnly} && !$member => venue.location{lat, lng, "approximate": true}, venue.location{lat, lng})`

/** A document's slug in each language (a detail page's addresses in the others), beside its `fields`. */
export const slugsByLanguage = /* groq */ `"slugs": {"default": slug.current, "translations": translations[defined(language) && defined(slug.current)]{language, "slug": slug.current}}`

/** A live notice (statusNotice): what happened, a line for visitors, when it was posted. */
export const statusFields = /* groq */ `"status": status{kind, message, postedAt}`

/** How a session's places are given out, and its ballot's dates and numbers (only for a ballot). */
export const bookingFields = /* groq */ `booking, "ballot": ballot{entryOpens, entryCloses, drawAt, confirmBy, maxParty, membersShare}`

export const editionFields = /* groq */ `
  ${statusFields},
  year,
  hours[]{day, date, opens, closes},
  membersOnly,
  memberPriority,
  newThisYear,
  reservationRequired,
  "visitorExperience": select(membersOnly == true && !$member => null, visitorExperience),
  "reservationUrl": select(membersOnly == true && !$member => null, reservationUrl)
`

export const siteFields = /* groq */ `
  "name": coalesce(translations[defined(language) && language == $lang][0].name, name),
  "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
  "address": select(${siteIsMembersOnly} && !$member => null, address),
  "location": ${siteLocation},
  ${neighborhoodSummary},
  categories,
  architects,
  yearBuilt,
  "style": coalesce(translations[defined(language) && language == $lang][0].style, style),
  "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary),
  "mainImage": mainImage{${imageFields}},
  accessibility,
  amenities,
  "years": editions[].year,
  "edition": editions[year == $year][0]{${editionFields}},
  "untranslated": select($lang == null => [], array::compact([
    select(defined(name) && !defined(translations[defined(language) && language == $lang][0].name) => "name"),
    select(defined(style) && !defined(translations[defined(language) && language == $lang][0].style) => "style"),
    select(defined(summary) && !defined(translations[defined(language) && language == $lang][0].summary) => "summary"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ]))
`

export const siteDetailFields = /* groq */ `
  ${siteFields},
  "description": coalesce(translations[defined(language) && language == $lang][0].description, description),
  "gallery": gallery[]{${imageFields}},
  "editions": editions[] | order(year desc) {${editionFields}}
`

export const neighborhoodFields = /* groq */ `
  "Name": coalesce(translations[defined(language) && language == $lang][0].name, name),
  "slug": slug.current,
  "description": coalesce(translations[defined(language) && language == $lang][0].description, description),
  "untranslated": select($lang == null => [], array::compact([
    select(defined(name) && !defined(translations[defined(language) && language == $lang][0].name) => "Name"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ])),
  "image": image{${imageFields}},
  center{lat, lng},
  "boundary": boundary[]{lat, lng},
  years
`

export const pointOfInterestFields = /* groq */ `
  "name": coalesce(translations[defined(language) && language == $lang][0].name, name),
  "slug": slug.current,
  location{lat, lng},
  category,
  "description": coalesce(translations[defined(language) && language == $lang][0].description, description),
  years,
  "untranslated": select($lang == null => [], array::compact([
    select(defined(name) && !defined(translations[defined(language) && language == $lang][0].name) => "name"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ]))
`

export const eventFields = /* groq */ `
  "title": coalesce(translations[defined(language) && language == $lang][0].title, title),
  "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
  year,
  start,
  end,
  timeZone,
  "venue": select(
    membersOnly == true && !$member => venue{${siteSummary}},
    ${venueIsMembersOnly} && !$member => venue{name, "location": location{lat, lng, "approximate": true}, ${siteSummary}},
    venue{name, address, location{lat, lng}, ${siteSummary}}
  ),
  categories,
  "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary),
  "image": image{${imageFields}},
  isFree,
  price,
  "ticketUrl": select(membersOnly == true && !$member => null, ticketUrl),
  registration,
  membersOnly,
  cancelled,
  ${statusFields},
  "untranslated": select($lang == null => [], array::compact([
    select(defined(title) && !defined(translations[defined(language) && language == $lang][0].title) => "title"),
    select(defined(summary) && !defined(translations[defined(language) && language == $lang][0].summary) => "summary"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ]))
`

export const tourFields = /* groq */ `
  "title": coalesce(translations[defined(language) && language == $lang][0].title, title),
  "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
  kind,
  mode,
  year,
  ${siteSummary},
  "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary),
  "image": image{${imageFields}},
  durationMinutes,
  "priceTiers": priceTiers[]{label, amount},
  "meetingPoint": select(
    membersOnly == true && !$member => meetingPoint{${siteSummary}},
    ${meetingPointIsMembersOnly} && !$member => meetingPoint{name, "location": location{lat, lng, "approximate": true}, ${siteSummary}},
    meetingPoint{name, address, location{lat, lng}, ${siteSummary}}
  ),
  "schedule": schedule[]{days, startTimes, fromDate, toDate},
  accessibility,
  "ticketUrl": select(membersOnly == true && !$member => null, ticketUrl),
  membersOnly,
  "sessions": sessions[]{"id": _key, start, capacity, membersOnly, memberPriorityHours, ${statusFields}},
  "untranslated": select($lang == null => [], array::compact([
    select(defined(title) && !defined(translations[defined(language) && language == $lang][0].title) => "title"),
    select(defined(summary) && !defined(translations[defined(language) && language == $lang][0].summary) => "summary"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ]))
`

export const trailFields = /* groq */ `
  "title": coalesce(translations[defined(language) && language == $lang][0].title, title),
  "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
  mode,
  distanceKm,
  durationMinutes,
  "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary),
  "image": image{${imageFields}},
  years,
  "stops": stops[]->{"id": _id, "title": coalesce(translations[defined(language) && language == $lang][0].title, title), "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current), "location": ${stopLocation}, ${siteSummary}},
  "route": route[]{lat, lng},
  "untranslated": select($lang == null => [], array::compact([
    select(defined(title) && !defined(translations[defined(language) && language == $lang][0].title) => "title"),
    select(defined(summary) && !defined(translations[defined(language) && language == $lang][0].summary) => "summary"),
    select(defined(description) && !defined(translations[defined(language) && language == $lang][0].description) => "description")
  ]))
`

export const sponsorFields = /* groq */ `
  name, "slug": slug.current, url, "logo": logo{${imageFields}}
`

export const partnerFields = /* groq */ `
  name, "slug": slug.current, url, kind, "logo": logo{${imageFields}}
`
