import { defineArrayMember, defineField, defineType } from 'sanity'
import { bodyField, flagField, imageField, optionList, slugField, urlField, yearField } from '../fields'
import { translationsField } from '../objects/translations'
import { DOCUMENT_TYPES, TOUR_KINDS, TOUR_MODES } from '../names'
import { joinParts, optionTitle, text } from '../preview'
import { isRecord } from '../rules'
import { requiredWhenEquals } from '../validation'

const isCityTour = (parent: unknown) => isRecord(parent) && parent.kind === 'city'

/**
 * City tours run all year on a schedule; festival site tours have dated sessions with capacity.
 * One type for both, because visitors browse them together.
 */
export const tour = defineType({
  name: DOCUMENT_TYPES.tour,
  title: 'Tour',
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
      validation: (rule) => rule.required().error('Give the tour a title.'),
    }),
    { ...slugField('title'), group: 'details' },
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'details',
      options: { list: optionList(TOUR_KINDS), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose whether this is a city tour or a festival site tour.'),
    }),
    defineField({
      name: 'mode',
      title: 'Mode',
      type: 'string',
      group: 'details',
      options: { list: optionList(TOUR_MODES), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose how the tour travels.'),
    }),
    {
      ...yearField({
        required: false,
        description: 'Festival site tours only: the festival year they belong to.',
        checks: [requiredWhenEquals('kind', 'festival', 'Festival tours need the festival year.')],
      }),
      group: 'details',
      hidden: ({ parent }) => isCityTour(parent),
    },
    defineField({
      name: 'site',
      title: 'Site',
      type: 'reference',
      group: 'details',
      to: [{ type: DOCUMENT_TYPES.site }],
      description: 'Festival site tours only: the site being toured.',
      hidden: ({ parent }) => isCityTour(parent),
      validation: (rule) => rule.custom(requiredWhenEquals('mode', 'site-tour', 'Choose the site this tour visits.')).warning(),
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
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      group: 'when',
      validation: (rule) => rule.positive().error('Enter how long the tour lasts, in minutes.'),
    }),
    defineField({ name: 'meetingPoint', title: 'Meeting point', type: 'venue', group: 'when' }),
    defineField({
      name: 'schedule',
      title: 'Schedule',
      type: 'array',
      group: 'when',
      description: 'Regular departures of a city tour.',
      of: [defineArrayMember({ type: 'tourSchedule' })],
    }),
    defineField({
      name: 'sessions',
      title: 'Sessions',
      type: 'array',
      group: 'when',
      description: 'Dated departures with a limited number of places (festival site tours).',
      of: [defineArrayMember({ type: 'tourSession' })],
    }),
    defineField({
      name: 'priceTiers',
      title: 'Prices',
      type: 'array',
      group: 'tickets',
      of: [defineArrayMember({ type: 'priceTier' })],
    }),
    { ...urlField('ticketUrl', 'Ticket link'), group: 'tickets' },
    defineField({ name: 'accessibility', title: 'Accessibility', type: 'accessibility', group: 'tickets' }),
    { ...flagField('membersOnly', 'Members only'), group: 'tickets' },
    { ...translationsField('tourTranslation'), group: 'translations' },
  ],
  preview: {
    select: {
      title: 'title',
      mode: 'mode',
      year: 'year',
      membersOnly: 'membersOnly',
      siteName: 'site.name',
      sessions: 'sessions',
      media: 'image',
      siteImage: 'site.mainImage',
    },
    prepare: ({ title, mode, year, membersOnly, siteName, sessions, media, siteImage }) => ({
      title: text(title) ?? 'Untitled tour',
      subtitle: joinParts(
        optionTitle(TOUR_MODES, mode),
        typeof year === 'number' ? year : 'Year-round',
        text(siteName),
        Array.isArray(sessions) && sessions.length > 0 ? `${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}` : undefined,
        membersOnly === true ? 'Members only' : undefined,
      ),
      media: media ?? siteImage,
    }),
  },
})
