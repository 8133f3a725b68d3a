// Field builders for the shapes that recur across types, so an image always carries its alt text,
// a year is always checked against YEAR_RANGE and a map point always against the festival's area.
import { defineArrayMember, defineField } from 'sanity'
import { BOOKING_MODES, type Option } from './names'
import { booksByBallot, isRecord } from './rules'
import { ballotWhenChosen, type Check, insideFestivalArea, noRepeats, validHref, validTime, validYear } from './validation'

/** Sanity's `options.list` wants mutable `{title, value}` objects; names.ts keeps them readonly. */
export const optionList = <V extends string>(list: readonly Option<V>[]) => list.map(({ title, value }) => ({ title, value }))

const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the picture shows, for visitors using screen readers (no need to say "image of").',
  validation: (rule) => rule.required().error('Describe the picture for visitors who cannot see it.'),
})

const captionField = defineField({
  name: 'caption',
  title: 'Caption',
  type: 'string',
  description: 'Shown under the picture; a good place for the photographer credit.',
})

/** An image field stored as `{_type: "image", asset, alt}`: the contract's image shape. */
export const imageField = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'image',
    description,
    options: { hotspot: true },
    fields: [altField],
  })

/** An image inside an array; `caption` adds a caption (galleries, carousels). */
export const imageMember = ({ caption = false } = {}) =>
  defineArrayMember({
    type: 'image',
    options: { hotspot: true },
    fields: caption ? [altField, captionField] : [altField],
  })

export const slugField = (source: string) =>
  defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: 'The last part of the page address. Click "Generate" to make it from the name.',
    options: { source, maxLength: 96 },
    // A custom check rather than required().error(): .error() would also replace the message of
    // Sanity's built-in uniqueness check, and a duplicate slug would read as a missing one.
    validation: (rule) => rule.custom((value) => (value?.current ? true : 'Click "Generate" to make the slug, or type one.')),
  })

/** A festival year, checked against YEAR_RANGE; `checks` can make it depend on siblings. */
export const yearField = ({
  name = 'year',
  title = 'Festival year',
  description,
  required = true,
  checks = [],
}: {
  name?: string
  title?: string
  description?: string
  required?: boolean
  checks?: readonly Check[]
} = {}) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => [
      ...(required ? [rule.required().error('Enter the festival year, e.g. 2024.')] : []),
      rule.custom(validYear),
      ...checks.map((check) => rule.custom(check)),
    ],
  })

/** `years[]`: the festival years something is featured in, each once. */
export const yearsField = (description: string) =>
  defineField({
    name: 'years',
    title: 'Festival years',
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'number', validation: (rule) => rule.custom(validYear) })],
    validation: (rule) => rule.custom(noRepeats),
  })

export const locationField = ({ name = 'location', title = 'Location', required = true } = {}) =>
  defineField({
    name,
    title,
    type: 'geopoint',
    description: 'Drop the pin on the entrance visitors should use.',
    validation: (rule) =>
      required ? [rule.required().error('Place the pin on the map.'), rule.custom(insideFestivalArea)] : rule.custom(insideFestivalArea),
  })

/**
 * A time of day as `HH:MM`, 24-hour, so times sort and compare as plain strings. `required` is the
 * message shown when it is missing; `checks` compare it with its siblings.
 */
export const timeField = (name: string, title: string, { required, checks = [] }: { required?: string; checks?: readonly Check[] } = {}) =>
  defineField({
    name,
    title,
    type: 'string',
    placeholder: 'HH:MM',
    validation: (rule) => [
      ...(required ? [rule.required().error(required)] : []),
      rule.custom(validTime),
      ...checks.map((check) => rule.custom(check)),
    ],
  })

/**
 * An external web address: a booking page, a sponsor's site. `required` is the message shown when
 * it is missing; `checks` can make it depend on its siblings.
 */
export const urlField = (
  name: string,
  title: string,
  { description, required, checks = [] }: { description?: string; required?: string; checks?: readonly Check[] } = {},
) =>
  defineField({
    name,
    title,
    type: 'url',
    description,
    validation: (rule) => [
      ...(required ? [rule.required().error(required)] : []),
      rule.uri({ scheme: ['https', 'http'] }).error('Enter a full web address starting with https://'),
      ...checks.map((check) => rule.custom(check)),
    ],
  })

/** A link in menus and buttons: a path on this site or a full address. */
export const hrefField = (name = 'href', title = 'Link', { required = true } = {}) =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'A path on this site such as /sites, or a full address starting with https://',
    validation: (rule) => (required ? [rule.required().error('Add where the link goes.'), rule.custom(validHref)] : rule.custom(validHref)),
  })

export const flagField = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'boolean', description, initialValue: false })

export const headingField = () => defineField({ name: 'heading', title: 'Heading', type: 'string' })

/** Every Portable Text body of the model uses the one shared `portableText` type. */
export const bodyField = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'portableText', description })

export const wholeCount = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => rule.integer().min(0).error('Use a whole number, 0 or more.'),
  })

/**
 * How a session's places are given out (first come, or a ballot) and the ballot's dates, shown only
 * for a ballot. `takesBookings` hides the choice where nothing is booked (a registration that is
 * not required).
 */
export const bookingFields = ({ takesBookings = () => true }: { takesBookings?: (holder: Record<string, unknown>) => boolean } = {}) => [
  defineField({
    name: 'booking',
    title: 'Booking',
    type: 'string',
    description: 'First come: places go to whoever books first. Ballot: visitors enter, and places are drawn among them.',
    options: { list: optionList(BOOKING_MODES), layout: 'radio' },
    initialValue: 'first-come',
    hidden: ({ parent }) => !isRecord(parent) || !takesBookings(parent),
  }),
  defineField({
    name: 'ballot',
    title: 'Ballot',
    type: 'ballot',
    hidden: ({ parent }) => !booksByBallot(parent),
    validation: (rule) => rule.custom(ballotWhenChosen),
  }),
]
