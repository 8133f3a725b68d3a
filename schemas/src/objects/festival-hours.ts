import { defineField, defineType } from 'sanity'
import { optionList, timeField } from '../fields'
import { FESTIVAL_DAYS } from '../names'
import { joinParts, optionTitle } from '../preview'
import { closingAfterOpening, dateOnItsDay } from '../validation'

/** A site's opening hours on one festival day. */
export const festivalHours = defineType({
  name: 'festivalHours',
  title: 'Festival day hours',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: optionList(FESTIVAL_DAYS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose the festival day.'),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      validation: (rule) => [rule.required().error('Enter the date of this festival day.'), rule.custom(dateOnItsDay)],
    }),
    timeField('opens', 'Opens', { required: 'Enter the opening time, e.g. 09:00.' }),
    timeField('closes', 'Closes', {
      required: 'Enter the closing time, e.g. 17:00.',
      checks: [closingAfterOpening],
    }),
  ],
  preview: {
    select: { day: 'day', date: 'date', opens: 'opens', closes: 'closes' },
    prepare: ({ day, date, opens, closes }) => ({
      title: joinParts(optionTitle(FESTIVAL_DAYS, day), date) ?? 'Day not chosen',
      subtitle: opens && closes ? `${opens}–${closes}` : 'Hours missing',
    }),
  },
})
