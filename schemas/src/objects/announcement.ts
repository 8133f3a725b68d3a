import { defineField, defineType } from 'sanity'
import { hrefField } from '../fields'
import { endTimeAfter, requiredWhen } from '../validation'
import { translationsField } from './translations'

/** The banner across the top of every page, shown while it is switched on and within its dates. */
export const announcement = defineType({
  name: 'announcement',
  title: 'Announcement banner',
  type: 'object',
  fields: [
    defineField({
      name: 'enabled',
      title: 'Show the banner',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'string',
      validation: (rule) => [
        rule.max(160).warning('Keep it short: long banners wrap to several lines on phones.'),
        rule.custom(requiredWhen('enabled', 'Write the message, or switch the banner off.')),
      ],
    }),
    translationsField(
      'announcementTranslation',
      'The message in the festival’s other languages, one entry per language. Without one, the default language’s message shows.',
    ),
    hrefField('href', 'Link', { required: false }),
    defineField({
      name: 'startsAt',
      title: 'Show from',
      type: 'datetime',
      description:
        'Optional. The banner appears from this moment (the Studio shows times in your computer’s time zone). Leave empty to show it as soon as it is switched on. Pages refresh within a minute or so, so it may appear a little after.',
    }),
    defineField({
      name: 'endsAt',
      title: 'Show until',
      type: 'datetime',
      description:
        'Optional. The banner disappears at this moment, e.g. the end of the festival’s last day, so it never says "the guide is live" after the festival. Leave empty to show it until it is switched off.',
      validation: (rule) => rule.custom(endTimeAfter('startsAt')),
    }),
  ],
})
