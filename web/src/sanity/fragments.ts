// Shared GROQ projections, as plain strings so `sanity typegen` can read the queries built from
// them. Members-only details are withheld in the query itself (`$member`), so they never leave
// the content source for a visitor, whichever source answers.

const imageFields = /* groq */ `alt, caption, "ref": asset._ref`
const neighborhoodSummary = /* groq */ `"neighborhood": neighborhood->{"id": _id, name, "slug": slug.current}`
const siteSummary = /* groq */ `"site": site->{"id": _id, name, "slug": slug.current}`

export const editionFields = /* groq */ `
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
  name,
  "slug": slug.current,
  "address": select(editions[year == $year][0].membersOnly == true && !$member => null, address),
  location{lat, lng},
  ${neighborhoodSummary},
  categories,
  architects,
  yearBuilt,
  style,
  summary,
  "mainImage": mainImage{${imageFields}},
  accessibility,
  amenities,
  "years": editions[].year,
  "edition": editions[year == $year][0]{${editionFields}}
`

export const siteDetailFields = /* groq */ `
  ${siteFields},
  description,
  "gallery": gallery[]{${imageFields}},
  "editions": editions[] | order(year desc) {${editionFields}}
`

export const neighborhoodFields = /* groq */ `
  "Name": name,
  "slug": slug.current,
  description,
  "image": image{${imageFields}},
  center{lat, lng},
  "boundary": boundary[]{lat, lng},
  years
`

export const pointOfInterestFields = /* groq */ `
  name, "slug": slug.current, location{lat, lng}, category, description, years
`

export const eventFields = /* groq */ `
  title,
  "slug": slug.current,
  year,
  start,
  end,
  timeZone,
  "venue": select(
    membersOnly == true && !$member => venue{${siteSummary}},
    venue{name, address, location{lat, lng}, ${siteSummary}}
  ),
  categories,
  summary,
  "image": image{${imageFields}},
  isFree,
  price,
  "ticketUrl": select(membersOnly == true && !$member => null, ticketUrl),
  registration,
  membersOnly,
  cancelled
`

export const tourFields = /* groq */ `
  title,
  "slug": slug.current,
  kind,
  mode,
  year,
  ${siteSummary},
  summary,
  "image": image{${imageFields}},
  durationMinutes,
  "priceTiers": priceTiers[]{label, amount},
  "meetingPoint": select(
    membersOnly == true && !$member => meetingPoint{${siteSummary}},
    meetingPoint{name, address, location{lat, lng}, ${siteSummary}}
  ),
  "schedule": schedule[]{days, startTimes, fromDate, toDate},
  accessibility,
  "ticketUrl": select(membersOnly == true && !$member => null, ticketUrl),
  membersOnly,
  "sessions": sessions[]{"id": _key, start, capacity, membersOnly, memberPriorityHours}
`

export const trailFields = /* groq */ `
  title,
  "slug": slug.current,
  mode,
  distanceKm,
  durationMinutes,
  summary,
  "image": image{${imageFields}},
  years,
  "stops": stops[]->{"id": _id, title, "slug": slug.current, location{lat, lng}, ${siteSummary}},
  "route": route[]{lat, lng}
`

export const sponsorFields = /* groq */ `
  name, "slug": slug.current, url, "logo": logo{${imageFields}}
`

export const partnerFields = /* groq */ `
  name, "slug": slug.current, url, kind, "logo": logo{${imageFields}}
`
