// Names shared by the schemas, the demo dataset generator and the web app. One list each, so a
// category added here shows up in the Studio's dropdowns, the generated data and the site's filters.

export const DOCUMENT_TYPES = {
  settings: 'settings',
  festival: 'festival',
  site: 'site',
  neighborhood: 'neighborhood',
  event: 'event',
  tour: 'tour',
  trail: 'trail',
  stop: 'stop',
  pointOfInterest: 'pointOfInterest',
  sponsor: 'sponsor',
  partner: 'partner',
  page: 'page',
  exhibition: 'exhibition',
  membershipLevel: 'membershipLevel',
} as const

export type DocumentTypeName = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES]

/** A labelled option list: `value` is stored, `title` is what editors and visitors read. */
export interface Option<V extends string = string> {
  readonly value: V
  readonly title: string
}

const options = <V extends string>(list: readonly Option<V>[]) => list

export const SITE_CATEGORIES = options([
  { value: 'residential', title: 'Residential' },
  { value: 'religious', title: 'Sacred spaces' },
  { value: 'civic', title: 'Civic & government' },
  { value: 'commercial', title: 'Commercial & office' },
  { value: 'cultural', title: 'Cultural & museum' },
  { value: 'education', title: 'Education' },
  { value: 'industrial', title: 'Industrial & adaptive reuse' },
  { value: 'hotel', title: 'Hotels & clubs' },
  { value: 'landscape', title: 'Parks & landscape' },
  { value: 'skyscraper', title: 'Skyscrapers' },
  { value: 'theater', title: 'Theaters & music' },
  { value: 'transport', title: 'Transportation' },
] as const)

export const EVENT_CATEGORIES = options([
  { value: 'talk', title: 'Talks & lectures' },
  { value: 'tour', title: 'Guided tours' },
  { value: 'family', title: 'Family & kids' },
  { value: 'performance', title: 'Performances' },
  { value: 'workshop', title: 'Workshops' },
  { value: 'film', title: 'Film' },
  { value: 'party', title: 'Parties & receptions' },
  { value: 'exhibition', title: 'Exhibitions' },
] as const)

export const TOUR_MODES = options([
  { value: 'bus', title: 'Bus tour' },
  { value: 'walking', title: 'Walking tour' },
  { value: 'river-cruise', title: 'River cruise' },
  { value: 'site-tour', title: 'Festival site tour' },
] as const)

export const TOUR_KINDS = options([
  { value: 'city', title: 'City tour (year-round)' },
  { value: 'festival', title: 'Festival site tour' },
] as const)

export const TRAIL_MODES = options([
  { value: 'walk', title: 'Walking' },
  { value: 'bike', title: 'Cycling' },
  { value: 'drive', title: 'Driving' },
] as const)

export const POI_CATEGORIES = options([
  { value: 'transit', title: 'Transit' },
  { value: 'food', title: 'Food & drink' },
  { value: 'restroom', title: 'Restroom' },
  { value: 'info', title: 'Information' },
  { value: 'parking', title: 'Parking' },
  { value: 'landmark', title: 'Landmark' },
] as const)

export const SPONSOR_TIERS = options([
  { value: 'presenting', title: 'Presenting sponsor' },
  { value: 'lead', title: 'Lead sponsor' },
  { value: 'supporting', title: 'Supporting sponsor' },
  { value: 'community', title: 'Community sponsor' },
] as const)

export const PARTNER_KINDS = options([
  { value: 'community', title: 'Community partner' },
  { value: 'cultural', title: 'Cultural partner' },
  { value: 'media', title: 'Media partner' },
  { value: 'education', title: 'Education partner' },
  { value: 'hospitality', title: 'Hospitality partner' },
] as const)

export const WHEELCHAIR_ACCESS = options([
  { value: 'full', title: 'Fully wheelchair accessible' },
  { value: 'partial', title: 'Partly wheelchair accessible' },
  { value: 'none', title: 'Not wheelchair accessible' },
] as const)

export const FESTIVAL_DAYS = options([
  { value: 'saturday', title: 'Saturday' },
  { value: 'sunday', title: 'Sunday' },
] as const)

export const WEEKDAYS = options([
  { value: 'monday', title: 'Monday' },
  { value: 'tuesday', title: 'Tuesday' },
  { value: 'wednesday', title: 'Wednesday' },
  { value: 'thursday', title: 'Thursday' },
  { value: 'friday', title: 'Friday' },
  { value: 'saturday', title: 'Saturday' },
  { value: 'sunday', title: 'Sunday' },
] as const)

/** What a map block draws. */
export const MAP_LAYERS = options([
  { value: 'sites', title: 'Festival sites' },
  { value: 'events', title: 'Events' },
  { value: 'pointsOfInterest', title: 'Points of interest' },
  { value: 'trails', title: 'Trails' },
] as const)

/** The lists that filter and list blocks can show. */
export const LIST_KINDS = options([
  { value: 'sites', title: 'Sites' },
  { value: 'events', title: 'Events' },
  { value: 'tours', title: 'Tours' },
] as const)

export const CTA_STYLES = options([
  { value: 'primary', title: 'Primary (filled button)' },
  { value: 'secondary', title: 'Secondary (outlined button)' },
] as const)

/** A live notice on a site's edition, an event or a tour session during the festival. */
export const STATUS_KINDS = options([
  { value: 'cancelled', title: 'Cancelled' },
  { value: 'closed-early', title: 'Closed early' },
  { value: 'hours-changed', title: 'Hours changed' },
  { value: 'at-capacity', title: 'At capacity now' },
  { value: 'long-wait', title: 'Long wait' },
] as const)

/** How the places of a tour session or an event registration are given out. */
export const BOOKING_MODES = options([
  { value: 'first-come', title: 'First come, first served' },
  { value: 'ballot', title: 'Ballot: a draw among everyone who entered' },
] as const)

export type BookingMode = (typeof BOOKING_MODES)[number]['value']

/**
 * A ballot's numbers: how many people may enter together (a party wins or loses as one), and the
 * share of places drawn among members first. The Studio's defaults and bounds, and the web app's
 * when a stored value is missing.
 */
export const BALLOT_LIMITS = {
  maxParty: { min: 1, max: 4, default: 2 },
  membersShare: { min: 0, max: 100, default: 0 },
} as const

/** How long a freed place is offered to the next person on a waiting list, unless settings say otherwise. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12

export const MEMBERSHIP_INTERVALS = options([{ value: 'year', title: 'Per year' }] as const)

export const BLOCK_TYPES = [
  'carouselBlock',
  'mapBlock',
  'filtersBlock',
  'cardsBlock',
  'hoursBlock',
  'admissionBlock',
  'accessibilityBlock',
  'amenitiesBlock',
  'newsletterBlock',
  'getInTouchBlock',
  'donateBlock',
  'becomeMemberBlock',
  'memberOnlyBlock',
  'sponsorsBlock',
  'shareBlock',
  'ctaBlock',
  'galleryBlock',
  'listBlock',
] as const

export type BlockTypeName = (typeof BLOCK_TYPES)[number]

export const valuesOf = <V extends string>(list: readonly Option<V>[]): V[] => list.map((o) => o.value)

/** How the site gives distances (settings' `units`). */
export const DISTANCE_UNITS = [
  { value: 'km', title: 'Kilometres' },
  { value: 'mi', title: 'Miles' },
] as const satisfies readonly Option[]

export type DistanceUnit = (typeof DISTANCE_UNITS)[number]['value']

/** The festival's time zone unless settings say otherwise. */
export { DEFAULT_TIME_ZONE } from './time-zone'

export const YEAR_RANGE = { min: 2011, max: 2100 } as const

/**
 * The document types whose words are translated in the Studio, and the fields that make a
 * translation complete: a document lacks a language while one of these, filled in the default
 * language, is empty in that language's entry. Names and styles are often the same words in every
 * language, so they are translated when they differ and never counted as missing; an event's,
 * a tour's or a trail's title is words of the festival's own and is.
 */
export const TRANSLATED_TYPES = {
  site: { title: 'Sites', checked: ['summary', 'description'] },
  neighborhood: { title: 'Neighborhoods', checked: ['description'] },
  event: { title: 'Events', checked: ['title', 'summary', 'description'] },
  tour: { title: 'Tours', checked: ['title', 'summary', 'description'] },
  trail: { title: 'Trails', checked: ['title', 'summary', 'description'] },
  stop: { title: 'Stops', checked: ['narrative'] },
  pointOfInterest: { title: 'Points of interest', checked: ['description'] },
} as const satisfies Partial<Record<DocumentTypeName, { title: string; checked: readonly string[] }>>

export type TranslatedType = keyof typeof TRANSLATED_TYPES
