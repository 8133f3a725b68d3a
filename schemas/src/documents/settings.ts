import { defineArrayMember, defineField, defineType } from 'sanity'
import { urlField, yearField } from '../fields'
import { DEFAULT_TIME_ZONE, DEFAULT_WAITLIST_OFFER_HOURS, DOCUMENT_TYPES } from '../names'
import { joinParts, text } from '../preview'
import { noRepeatsOf, oneEntryPerWeekday, validTimeZone } from '../validation'

/** Site-wide settings: one document, `_id: "settings"`; the Studio opens it as a singleton. */
export const settings = defineType({
  name: DOCUMENT_TYPES.settings,
  title: 'Settings',
  type: 'document',
  groups: [
    { name: 'site', title: 'Site', default: true },
    { name: 'navigation', title: 'Menus' },
    { name: 'links', title: 'Links and services' },
    { name: 'centre', title: 'The centre' },
    { name: 'bookings', title: 'Bookings' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Site title',
      type: 'string',
      group: 'site',
      validation: (rule) => rule.required().error('Enter the site title, e.g. "Open House Chicago".'),
    }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'site' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'site',
      description: 'Used by search engines when a page has no description of its own.',
    }),
    {
      ...yearField({
        name: 'currentYear',
        title: 'Current festival year',
        description: 'The festival the site shows; every earlier year is in the archive. Change it to roll over to a new year.',
      }),
      group: 'site',
    },
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      group: 'site',
      initialValue: DEFAULT_TIME_ZONE,
      description: 'Festival hours and event times are in this zone.',
      validation: (rule) => rule.custom(validTimeZone),
    }),
    defineField({
      name: 'announcement',
      title: 'Announcement banner',
      type: 'announcement',
      group: 'site',
    }),
    defineField({
      name: 'mainMenu',
      title: 'Main menu',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'menuItem' })],
    }),
    defineField({
      name: 'footerMenu',
      title: 'Footer menu',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'menuItem' })],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    { ...urlField('donateUrl', 'Donate page'), group: 'links' },
    { ...urlField('ticketsUrl', 'Tickets page'), group: 'links' },
    { ...urlField('membershipUrl', 'Membership page'), group: 'links' },
    defineField({
      name: 'newsletterAudienceId',
      title: 'Newsletter audience ID',
      type: 'string',
      group: 'links',
      description: 'The mailing-list ID that newsletter sign-ups are added to.',
    }),
    defineField({
      name: 'tagManagerId',
      title: 'Google Tag Manager ID',
      type: 'string',
      group: 'links',
      description: 'Optional, e.g. GTM-ABC1234. Leave empty to load no tag manager.',
      validation: (rule) => rule.regex(/^GTM-[A-Z0-9]+$/).error('Tag Manager IDs look like GTM-ABC1234.'),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Public contact email',
      type: 'email',
      group: 'centre',
    }),
    defineField({
      name: 'staffEmail',
      title: 'Staff email',
      type: 'email',
      group: 'centre',
      description: 'Where contact-form messages are sent. Not shown on the site.',
    }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', group: 'centre' }),
    defineField({ name: 'address', title: 'Address', type: 'text', rows: 3, group: 'centre' }),
    defineField({
      name: 'centreHours',
      title: 'Opening hours',
      type: 'array',
      group: 'centre',
      of: [defineArrayMember({ type: 'weeklyHours' })],
      validation: (rule) => rule.custom(oneEntryPerWeekday),
    }),
    defineField({
      name: 'specialClosures',
      title: 'Special closures',
      type: 'array',
      group: 'centre',
      of: [defineArrayMember({ type: 'closure' })],
      validation: (rule) => rule.custom(noRepeatsOf('date')),
    }),
    defineField({
      name: 'admission',
      title: 'Admission prices',
      type: 'array',
      group: 'centre',
      of: [defineArrayMember({ type: 'admissionPrice' })],
    }),
    defineField({
      name: 'waitlistOfferHours',
      title: 'Waiting list: hours to take a freed place',
      type: 'number',
      group: 'bookings',
      description:
        'When a place is freed, the next person on the waiting list is offered it for this many hours; then it goes to the person after them.',
      initialValue: DEFAULT_WAITLIST_OFFER_HOURS,
      validation: (rule) => rule.integer().min(1).max(168).error('Use a whole number of hours from 1 to 168 (a week).'),
    }),
  ],
  preview: {
    select: { title: 'title', currentYear: 'currentYear' },
    prepare: ({ title, currentYear }) => ({
      title: text(title) ?? 'Settings',
      subtitle: joinParts(typeof currentYear === 'number' ? `Current festival: ${currentYear}` : undefined),
    }),
  },
})
