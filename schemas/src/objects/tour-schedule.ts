import { defineArrayMember, defineField, defineType } from 'sanity'
import { optionList } from '../fields'
import { WEEKDAYS } from '../names'
import { joinParts, optionTitle } from '../preview'
import { endDateNotBefore, noRepeats, validTime } from '../validation'

/** A city tour's regular departures: these weekdays, at these times, within these dates. */
export const tourSchedule = defineType({
  name: 'tourSchedule',
  title: 'Schedule',
  type: 'object',
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(WEEKDAYS), layout: 'grid' },
      validation: (rule) => [rule.min(1).error('Tick at least one day.'), rule.custom(noRepeats)],
    }),
    defineField({
      name: 'startTimes',
      title: 'Start times',
      type: 'array',
      description: 'HH:MM on the 24-hour clock, e.g. 10:00 and 14:30.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(validTime) })],
      validation: (rule) => [rule.min(1).error('Add at least one start time.'), rule.custom(noRepeats)],
    }),
    defineField({ name: 'fromDate', title: 'From', type: 'date', description: 'Leave empty if it runs all year.' }),
    defineField({
      name: 'toDate',
      title: 'Until',
      type: 'date',
      validation: (rule) => rule.custom(endDateNotBefore('fromDate')),
    }),
  ],
  preview: {
    select: { days: 'days', startTimes: 'startTimes', fromDate: 'fromDate', toDate: 'toDate' },
    prepare: ({ days, startTimes, fromDate, toDate }) => ({
      title: Array.isArray(days) ? days.map((day) => optionTitle(WEEKDAYS, day)).join(', ') : 'No days chosen',
      subtitle: joinParts(
        Array.isArray(startTimes) ? startTimes.join(', ') : undefined,
        fromDate || toDate ? `${fromDate ?? '…'} to ${toDate ?? '…'}` : undefined,
      ),
    }),
  },
})
