// Shared GROQ projections. Members-only details are withheld in the query itself (`$member`), so
// they never leave the content source for a visitor, whichever source answers.

/** An image as the API exposes it: alt text and the asset reference (URL and size derive from it). */
export const image = (field: string) => `"${field}": ${field}{alt, caption, "ref": asset._ref}`

export const refSummary = (field: string, title = 'name') =>
  `"${field}": ${field}->{"id": _id, "${title}": ${title}, "slug": slug.current}`

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
  ${refSummary('neighborhood')},
  categories,
  architects,
  yearBuilt,
  style,
  summary,
  ${image('mainImage')},
  accessibility,
  amenities,
  "years": editions[].year,
  "edition": editions[year == $year][0]{${editionFields}}
`

export const siteDetailFields = /* groq */ `
  ${siteFields},
  description,
  "gallery": gallery[]{alt, caption, "ref": asset._ref},
  "editions": editions[] | order(year desc) {${editionFields}}
`

export const neighborhoodFields = /* groq */ `
  "Name": name,
  "slug": slug.current,
  description,
  ${image('image')},
  center{lat, lng},
  "boundary": boundary[]{lat, lng},
  years,
  "siteCount": count(*[_type == "site" && neighborhood._ref == ^._id && $year in editions[].year])
`

export const pointOfInterestFields = /* groq */ `
  name, "slug": slug.current, location{lat, lng}, category, description, years
`

const venue = (field: string) => /* groq */ `
  "${field}": ${field}{name, address, location{lat, lng}, ${refSummary('site')}}
`

export const eventFields = /* groq */ `
  title,
  "slug": slug.current,
  year,
  start,
  end,
  timeZone,
  "venue": select(membersOnly == true && !$member => venue{${refSummary('site')}}, venue{name, address, location{lat, lng}, ${refSummary('site')}}),
  categories,
  summary,
  ${image('image')},
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
  ${refSummary('site')},
  summary,
  ${image('image')},
  durationMinutes,
  "priceTiers": priceTiers[]{label, amount},
  ${venue('meetingPoint')},
  "schedule": schedule[]{days, startTimes, fromDate, toDate},
  accessibility,
  ticketUrl,
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
  ${image('image')},
  years,
  "stops": stops[]->{"id": _id, title, "slug": slug.current, location{lat, lng}, ${refSummary('site')}},
  "route": route[]{lat, lng}
`

export const sponsorFields = /* groq */ `
  name, "slug": slug.current, url, ${image('logo')}
`

export const partnerFields = /* groq */ `
  name, "slug": slug.current, url, kind, ${image('logo')}
`
