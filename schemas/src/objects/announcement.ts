import { defineField, defineType } from 'sanity'
import { hrefField } from '../fields'
import { requiredWhen } from '../validation'

/** The banner across the top of every page. */
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
    hrefField('href', 'Link', { required: false }),
  ],
})
