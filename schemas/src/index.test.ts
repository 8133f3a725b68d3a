import { createSchema, isArraySchemaType, isObjectSchemaType, type SchemaType } from 'sanity'
import { describe, expect, it } from 'vitest'
import {
  BLOCK_TYPES,
  BOOKING_MODES,
  DOCUMENT_TYPES,
  EVENT_CATEGORIES,
  FESTIVAL_DAYS,
  POI_CATEGORIES,
  SITE_CATEGORIES,
  SPONSOR_TIERS,
  TOUR_MODES,
  TRAIL_MODES,
  WEEKDAYS,
  WHEELCHAIR_ACCESS,
  schemaTypes,
  valuesOf,
} from './index'

// The field names of docs/content-model.md, type by type: the contract scripts/ and web/ rely on.
const CONTRACT: Record<string, string[]> = {
  settings: [
    'title',
    'tagline',
    'description',
    'currentYear',
    'timeZone',
    'mainMenu',
    'footerMenu',
    'socialLinks',
    'donateUrl',
    'ticketsUrl',
    'membershipUrl',
    'newsletterAudienceId',
    'tagManagerId',
    'contactEmail',
    'staffEmail',
    'phone',
    'address',
    'centreHours',
    'specialClosures',
    'admission',
    'announcement',
    'waitlistOfferHours',
    'city',
    'region',
    'country',
    'units',
    'area',
    'currency',
    'languages',
    'centreName',
  ],
  festival: [
    'year',
    'title',
    'startDate',
    'endDate',
    'programmeFrom',
    'intro',
    'heroImages',
    'figures',
    'sponsors',
    'partners',
    'featuredSites',
  ],
  site: [
    'name',
    'slug',
    'address',
    'location',
    'neighborhood',
    'categories',
    'architects',
    'yearBuilt',
    'style',
    'summary',
    'description',
    'mainImage',
    'gallery',
    'accessibility',
    'amenities',
    'editions',
    'translations',
  ],
  neighborhood: ['name', 'slug', 'description', 'image', 'center', 'boundary', 'years', 'translations'],
  menuItemTranslation: ['language', 'label'],
  announcementTranslation: ['language', 'message'],
  siteTranslation: ['language', 'name', 'slug', 'style', 'summary', 'description'],
  neighborhoodTranslation: ['language', 'name', 'slug', 'description'],
  eventTranslation: ['language', 'title', 'slug', 'summary', 'description'],
  tourTranslation: ['language', 'title', 'slug', 'summary', 'description'],
  trailTranslation: ['language', 'title', 'slug', 'summary', 'description'],
  stopTranslation: ['language', 'title', 'slug', 'narrative'],
  pointOfInterestTranslation: ['language', 'name', 'description'],
  event: [
    'title',
    'slug',
    'year',
    'start',
    'end',
    'timeZone',
    'venue',
    'categories',
    'summary',
    'description',
    'image',
    'isFree',
    'price',
    'ticketUrl',
    'registration',
    'membersOnly',
    'cancelled',
    'status',
    'translations',
  ],
  tour: [
    'title',
    'slug',
    'kind',
    'mode',
    'year',
    'site',
    'summary',
    'description',
    'image',
    'durationMinutes',
    'priceTiers',
    'meetingPoint',
    'schedule',
    'accessibility',
    'ticketUrl',
    'membersOnly',
    'sessions',
    'translations',
  ],
  trail: [
    'title',
    'slug',
    'mode',
    'distanceKm',
    'durationMinutes',
    'summary',
    'description',
    'image',
    'years',
    'stops',
    'route',
    'translations',
  ],
  stop: ['title', 'slug', 'location', 'site', 'pointOfInterest', 'narrative', 'images', 'audio', 'translations'],
  pointOfInterest: ['name', 'slug', 'location', 'category', 'description', 'years', 'translations'],
  sponsor: ['name', 'slug', 'logo', 'url'],
  partner: ['name', 'slug', 'logo', 'url', 'kind'],
  page: ['title', 'path', 'seo', 'hero', 'body'],
  exhibition: ['title', 'slug', 'startDate', 'endDate', 'summary', 'image', 'body'],
  membershipLevel: ['name', 'slug', 'price', 'interval', 'benefits', 'order'],
  menuItem: ['label', 'href', 'translations'],
  socialLink: ['platform', 'url'],
  weeklyHours: ['day', 'opens', 'closes', 'closed'],
  closure: ['date', 'reason'],
  admissionPrice: ['label', 'amount', 'note'],
  announcement: ['enabled', 'message', 'translations', 'href', 'startsAt', 'endsAt'],
  festivalFigures: ['attendees', 'visits', 'sites'],
  sponsorship: ['sponsor', 'tier'],
  address: ['street', 'city', 'postalCode'],
  accessibility: ['wheelchair', 'stepFreeEntrance', 'accessibleRestroom', 'elevator', 'notes'],
  amenities: ['restrooms', 'photography', 'familyFriendly', 'parking', 'transit'],
  siteEdition: [
    'year',
    'hours',
    'visitorExperience',
    'membersOnly',
    'memberPriority',
    'newThisYear',
    'reservationRequired',
    'reservationUrl',
    'hosts',
    'status',
  ],
  festivalHours: ['day', 'date', 'opens', 'closes'],
  venue: ['site', 'name', 'address', 'location'],
  registration: ['required', 'capacity', 'memberPriorityHours', 'booking', 'ballot'],
  priceTier: ['label', 'amount'],
  tourSchedule: ['days', 'startTimes', 'fromDate', 'toDate'],
  tourSession: ['start', 'capacity', 'membersOnly', 'status', 'memberPriorityHours', 'booking', 'ballot'],
  ballot: ['entryOpens', 'entryCloses', 'drawAt', 'confirmBy', 'maxParty', 'membersShare'],
  statusNotice: ['kind', 'message', 'postedAt'],
  seo: ['title', 'description', 'image'],
  hero: ['heading', 'subheading', 'image'],
  carouselBlock: ['heading', 'slides'],
  mapBlock: ['heading', 'show', 'year'],
  filtersBlock: ['heading', 'list'],
  cardsBlock: ['heading', 'cards'],
  hoursBlock: ['heading'],
  admissionBlock: ['heading'],
  accessibilityBlock: ['heading', 'body'],
  amenitiesBlock: ['heading', 'items'],
  newsletterBlock: ['heading', 'text'],
  getInTouchBlock: ['heading', 'text', 'topics'],
  donateBlock: ['heading', 'text'],
  becomeMemberBlock: ['heading', 'text'],
  memberOnlyBlock: ['teaser', 'content'],
  sponsorsBlock: ['heading', 'year'],
  shareBlock: ['label'],
  ctaBlock: ['label', 'href', 'style'],
  galleryBlock: ['heading', 'images'],
  listBlock: ['heading', 'list', 'filter'],
}

const schema = createSchema({ name: 'test', types: schemaTypes })

const objectType = (name: string) => {
  const type = schema.get(name)
  if (!type || !isObjectSchemaType(type)) throw new Error(`${name} is not an object type`)
  return type
}

const fieldType = (typeName: string, fieldName: string): SchemaType => {
  const field = objectType(typeName).fields.find((candidate) => candidate.name === fieldName)
  if (!field) throw new Error(`${typeName}.${fieldName} is missing`)
  return field.type
}

/** The stored values of a string field's option list, or of an array-of-strings field's list. */
const listValues = (typeName: string, fieldName: string) => {
  const list = fieldType(typeName, fieldName).options?.list
  return Array.isArray(list)
    ? list.map((option: unknown) => (typeof option === 'object' && option !== null && 'value' in option ? option.value : option))
    : undefined
}

const memberNames = (type: SchemaType) => (isArraySchemaType(type) ? type.of.map((member) => member.name) : [])

describe('schemaTypes', () => {
  it('compiles without schema errors', () => {
    const errors = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    )
    expect(errors).toEqual([])
  })

  it('gives every type a unique name', () => {
    const names = schemaTypes.map((type) => type.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('registers every document type of DOCUMENT_TYPES as a document, and no others', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    expect(documents.sort()).toEqual(Object.values(DOCUMENT_TYPES).sort())
  })

  it('registers every block of BLOCK_TYPES as an object type', () => {
    for (const block of BLOCK_TYPES) {
      expect(schemaTypes.find((type) => type.name === block)?.type, block).toBe('object')
    }
  })

  it.each(Object.entries(CONTRACT))('%s has exactly the fields of the content model', (name, fields) => {
    expect(
      objectType(name)
        .fields.map((field) => field.name)
        .sort(),
    ).toEqual([...fields].sort())
  })

  it('covers every object and block type in the contract check', () => {
    const untested = schemaTypes.map((type) => type.name).filter((name) => name !== 'portableText' && !(name in CONTRACT))
    expect(untested).toEqual([])
  })
})

describe('option lists come from names.ts', () => {
  it.each([
    ['site', 'categories', SITE_CATEGORIES],
    ['event', 'categories', EVENT_CATEGORIES],
    ['tour', 'mode', TOUR_MODES],
    ['trail', 'mode', TRAIL_MODES],
    ['pointOfInterest', 'category', POI_CATEGORIES],
    ['sponsorship', 'tier', SPONSOR_TIERS],
    ['accessibility', 'wheelchair', WHEELCHAIR_ACCESS],
    ['festivalHours', 'day', FESTIVAL_DAYS],
    ['weeklyHours', 'day', WEEKDAYS],
    ['tourSchedule', 'days', WEEKDAYS],
    ['tourSession', 'booking', BOOKING_MODES],
    ['registration', 'booking', BOOKING_MODES],
  ])('%s.%s', (typeName, fieldName, options) => {
    expect(listValues(typeName, fieldName)).toEqual(valuesOf(options))
  })
})

describe('Portable Text', () => {
  it('offers text plus every custom block in every body', () => {
    for (const [typeName, fieldName] of [
      ['page', 'body'],
      ['site', 'description'],
      ['event', 'description'],
      ['stop', 'narrative'],
      ['exhibition', 'body'],
    ]) {
      const members = memberNames(fieldType(typeName ?? '', fieldName ?? ''))
      expect(members, `${typeName}.${fieldName}`).toEqual(['block', ...BLOCK_TYPES])
    }
  })

  it('does not let member-only content nest another member-only block', () => {
    const members = memberNames(fieldType('memberOnlyBlock', 'content'))
    expect(members).toContain('block')
    expect(members).toContain('ctaBlock')
    expect(members).not.toContain('memberOnlyBlock')
  })
})

describe('images keep the contract shape', () => {
  it.each([
    ['site', 'mainImage'],
    ['event', 'image'],
    ['sponsor', 'logo'],
  ])('%s.%s is an image with alt text', (typeName, fieldName) => {
    const type = fieldType(typeName, fieldName)
    // A named subtype would be stored with its own _type; the contract says "image".
    expect(type.jsonType).toBe('object')
    expect(type.type?.name).toBe('image')
    expect(isObjectSchemaType(type) && type.fields.map((field) => field.name)).toContain('alt')
  })
})
