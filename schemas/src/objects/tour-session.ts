import { defineField, defineType } from 'sanity'
import { bookingFields, flagField } from '../fields'
import { dateTimeLabel, joinParts } from '../preview'
import { DEFAULT_TIME_ZONE } from '../names'

/** One dated, capacity-limited departure of a festival site tour. */
export const tourSession = defineType({
  name: 'tourSession',
  title: 'Session',
  type: 'object',
  fields: [
    defineField({
      name: 'start',
      title: 'Starts',
      type: 'datetime',
      validation: (rule) => rule.required().error('Enter the date and time the session starts.'),
    }),
    defineField({
      name: 'capacity',
      title: 'Places',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Enter how many people can join.'),
        rule.integer().min(1).error('Use a whole number of places, 1 or more.'),
      ],
    }),
    flagField('membersOnly', 'Members only'),
    defineField({
      name: 'status',
      title: 'Live status',
      type: 'statusNotice',
      description: 'On the day: cancelled, at capacity, long wait…',
    }),
    defineField({
      name: 'memberPriorityHours',
      title: 'Member priority (hours)',
      type: 'number',
      description: 'How many hours before everyone else members can reserve. 0 for no priority.',
      initialValue: 0,
      validation: (rule) => rule.min(0).error('Use 0 or more hours.'),
    }),
    ...bookingFields(),
  ],
  preview: {
    select: { start: 'start', capacity: 'capacity', membersOnly: 'membersOnly' },
    prepare: ({ start, capacity, membersOnly }) => ({
      title: dateTimeLabel(start, DEFAULT_TIME_ZONE) ?? 'Start not set',
      subtitle: joinParts(
        typeof capacity === 'number' ? `${capacity} places` : undefined,
        membersOnly === true ? 'Members only' : undefined,
      ),
    }),
  },
})
