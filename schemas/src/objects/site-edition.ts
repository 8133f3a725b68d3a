import { defineArrayMember, defineField, defineType } from 'sanity'
import { flagField, urlField, yearField } from '../fields'
import { isRecord } from '../rules'
import { hoursSummary, joinParts } from '../preview'
import { festivalHoursOfEdition, requiredWhen } from '../validation'

/** What a building offers in one festival year; the building itself stays on the site document. */
export const siteEdition = defineType({
  name: 'siteEdition',
  title: 'Festival edition',
  type: 'object',
  fields: [
    yearField({ description: 'The festival this edition belongs to. One edition per year.' }),
    defineField({
      name: 'hours',
      title: 'Hours',
      type: 'array',
      description: 'One entry per festival day the site is open. Leave a day out if it is closed.',
      of: [defineArrayMember({ type: 'festivalHours' })],
      validation: (rule) => rule.custom(festivalHoursOfEdition),
    }),
    defineField({
      name: 'visitorExperience',
      title: 'Visitor experience',
      type: 'text',
      rows: 4,
      description: 'What visitors will see and do this year: which floors are open, guided or self-guided, typical wait.',
    }),
    flagField('membersOnly', 'Members only', 'Only members can visit this site this year.'),
    flagField('memberPriority', 'Member priority', 'Members have a priority line or entry window.'),
    flagField('newThisYear', 'New this year', 'Shows the "New" badge.'),
    flagField('reservationRequired', 'Reservation required', 'Visitors must book ahead.'),
    {
      ...urlField('reservationUrl', 'Reservation link', {
        description: 'The booking page visitors are sent to.',
        checks: [requiredWhen('reservationRequired', 'Add the booking link, or untick "Reservation required".')],
      }),
      // Only asked for when it matters; a stale link stays stored but out of the way.
      hidden: ({ parent }) => !isRecord(parent) || parent.reservationRequired !== true,
    },
    defineField({
      name: 'hosts',
      title: 'Hosts',
      type: 'array',
      description:
        'The email addresses of the people on the door this year (building staff or volunteer site captains). They sign in with that address and report the line and count visitors at /host. Never shown to visitors.',
      of: [defineArrayMember({ type: 'email' })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'status',
      title: 'Live status',
      type: 'statusNotice',
      description: 'During the festival: cancelled, closed early, at capacity… Shown at once on the site page and in the lists.',
    }),
  ],
  preview: {
    select: {
      year: 'year',
      hours: 'hours',
      membersOnly: 'membersOnly',
      memberPriority: 'memberPriority',
      newThisYear: 'newThisYear',
      reservationRequired: 'reservationRequired',
    },
    prepare: ({ year, hours, membersOnly, memberPriority, newThisYear, reservationRequired }) => ({
      title: typeof year === 'number' ? String(year) : 'Year not set',
      subtitle: joinParts(
        hoursSummary(hours),
        membersOnly === true ? 'Members only' : memberPriority === true ? 'Member priority' : undefined,
        newThisYear === true ? 'New' : undefined,
        reservationRequired === true ? 'Reservation required' : undefined,
      ),
    }),
  },
})
