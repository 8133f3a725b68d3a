import { defineArrayMember, defineField, defineType } from 'sanity'
import { bodyField, flagField, imageField, optionList, slugField, urlField, yearField } from '../fields'
import { translationsField } from '../objects/translations'
import { DEFAULT_TIME_ZONE, DOCUMENT_TYPES, EVENT_CATEGORIES } from '../names'
import { dateTimeLabel, joinParts, text } from '../preview'
import { isRecord } from '../rules'
import { endTimeAfter, noRepeats, requiredUnless, validTimeZone } from '../validation'

export const event = defineType({
  name: DOCUMENT_TYPES.event,
  title: 'Event',
  type: 'document',
  groups: [
    { name: 'details', title: 'Details', default: true },
    { name: 'when', title: 'When and where' },
    { name: 'tickets', title: 'Tickets and access' },
    { name: 'translations', title: 'Translations' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'details',
      validation: (rule) => rule.required().error('Give the event a title.'),
    }),
    { ...slugField('title'), group: 'details' },
    {
      ...yearField({ description: 'The festival year this event belongs to.' }),
      group: 'details',
    },
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'details',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(EVENT_CATEGORIES), layout: 'grid' },
      validation: (rule) => rule.custom(noRepeats),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'details',
      description: 'One or two sentences for lists and cards.',
    }),
    { ...bodyField('description', 'Description'), group: 'details' },
    { ...imageField('image', 'Image'), group: 'details' },
    defineField({
      name: 'start',
      title: 'Starts',
      type: 'datetime',
      group: 'when',
      validation: (rule) => rule.required().error('Enter when the event starts.'),
    }),
    defineField({
      name: 'end',
      title: 'Ends',
      type: 'datetime',
      group: 'when',
      validation: (rule) => [rule.required().error('Enter when the event ends.'), rule.custom(endTimeAfter('start'))],
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      group: 'when',
      initialValue: DEFAULT_TIME_ZONE,
      validation: (rule) => rule.custom(validTimeZone),
    }),
    defineField({
      name: 'venue',
      title: 'Venue',
      type: 'venue',
      group: 'when',
      validation: (rule) => rule.required().error('Say where the event happens.'),
    }),
    {
      ...flagField('isFree', 'Free'),
      group: 'tickets',
    },
    defineField({
      name: 'price',
      title: 'Price (USD)',
      type: 'number',
      group: 'tickets',
      hidden: ({ parent }) => isRecord(parent) && parent.isFree === true,
      validation: (rule) => [
        rule.min(0).error('The price cannot be negative.'),
        rule.custom(requiredUnless('isFree', 'Enter the price, or tick "Free".')),
      ],
    }),
    { ...urlField('ticketUrl', 'Ticket link'), group: 'tickets' },
    defineField({ name: 'registration', title: 'Registration', type: 'registration', group: 'tickets' }),
    { ...flagField('membersOnly', 'Members only', 'Only signed-in members see the details and can attend.'), group: 'tickets' },
    {
      ...flagField('cancelled', 'Cancelled', 'Keeps the event listed, marked as cancelled.'),
      group: 'details',
    },
    defineField({
      name: 'status',
      title: 'Live status',
      type: 'statusNotice',
      group: 'details',
      description: 'On the day: cancelled, at capacity now, long wait… Shown at once on the event page and in the list.',
    }),
    { ...translationsField('eventTranslation'), group: 'translations' },
  ],
  orderings: [{ title: 'Start, soonest first', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      start: 'start',
      timeZone: 'timeZone',
      membersOnly: 'membersOnly',
      cancelled: 'cancelled',
      year: 'year',
      venueSite: 'venue.site.name',
      venueName: 'venue.name',
      media: 'image',
    },
    prepare: ({ title, start, timeZone, membersOnly, cancelled, year, venueSite, venueName, media }) => ({
      title: joinParts(cancelled === true ? 'CANCELLED' : undefined, text(title) ?? 'Untitled event'),
      subtitle: joinParts(
        dateTimeLabel(start, timeZone) ?? (typeof year === 'number' ? `${year} · date not set` : 'Date not set'),
        text(venueSite) ?? text(venueName),
        membersOnly === true ? 'Members only' : undefined,
      ),
      media,
    }),
  },
})
