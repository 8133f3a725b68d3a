import { defineField, defineType } from 'sanity'
import { optionList, timeField } from '../fields'
import { WEEKDAYS } from '../names'
import { optionTitle } from '../preview'
import { closingAfterOpening, timeUnlessClosed } from '../validation'

/** The centre's regular opening hours on one weekday. */
export const weeklyHours = defineType({
  name: 'weeklyHours',
  title: 'Opening hours',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: optionList(WEEKDAYS) },
      validation: (rule) => rule.required().error('Choose the day.'),
    }),
    timeField('opens', 'Opens', { checks: [timeUnlessClosed] }),
    timeField('closes', 'Closes', { checks: [timeUnlessClosed, closingAfterOpening] }),
    defineField({
      name: 'closed',
      title: 'Closed all day',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { day: 'day', opens: 'opens', closes: 'closes', closed: 'closed' },
    prepare: ({ day, opens, closes, closed }) => ({
      title: optionTitle(WEEKDAYS, day) ?? 'Day not chosen',
      subtitle: closed === true ? 'Closed' : `${opens ?? '?'}–${closes ?? '?'}`,
    }),
  },
})
