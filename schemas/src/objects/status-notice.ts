import { defineField, defineType } from 'sanity'
import { optionList } from '../fields'
import { DEFAULT_TIME_ZONE, STATUS_KINDS } from '../names'
import { dateTimeLabel, joinParts } from '../preview'

/**
 * A live notice for visitors on the day: cancelled, closed early, hours changed, at capacity now,
 * long wait. Shown on the place's page and as a badge in the lists as soon as it is published;
 * remove it (or change it) when it no longer holds.
 */
export const statusNotice = defineType({
  name: 'statusNotice',
  title: 'Live status',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'Status',
      type: 'string',
      options: { list: optionList(STATUS_KINDS), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose what visitors should know.'),
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'string',
      description: 'One short line for visitors, e.g. "Reopens at 2 pm" or "About 45 minutes in line".',
      validation: (rule) => rule.max(140).warning('Keep it to one short line (140 characters).'),
    }),
    defineField({
      name: 'postedAt',
      title: 'Time of the notice',
      type: 'datetime',
      description: 'Shown to visitors as "Updated at …". Set to now when you post it.',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error('Enter the time of the notice.'),
    }),
  ],
  preview: {
    select: { kind: 'kind', message: 'message', postedAt: 'postedAt' },
    prepare: ({ kind, message, postedAt }) => ({
      title: STATUS_KINDS.find((k) => k.value === kind)?.title ?? 'Status not set',
      subtitle: joinParts(typeof message === 'string' ? message : undefined, dateTimeLabel(postedAt, DEFAULT_TIME_ZONE)),
    }),
  },
})
