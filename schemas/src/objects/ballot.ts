import { defineField, defineType } from 'sanity'
import { BALLOT_LIMITS, DEFAULT_TIME_ZONE } from '../names'
import { dateTimeLabel, joinParts } from '../preview'
import { ballotDate, ballotDateAfter, type Check, confirmBeforeStart } from '../validation'

const { maxParty, membersShare } = BALLOT_LIMITS

/**
 * One of the ballot's dates: needed while the session is a ballot (`missing` says so), and after
 * the date before it (`after`: that field, and what to say when it is not).
 */
const dateField = (
  name: string,
  title: string,
  description: string,
  { missing, after, checks = [] }: { missing: string; after?: [string, string]; checks?: readonly Check[] },
) =>
  defineField({
    name,
    title,
    type: 'datetime',
    description,
    validation: (rule) => [
      rule.custom(ballotDate(missing)),
      ...(after ? [rule.custom(ballotDateAfter(...after))] : []),
      ...checks.map((check) => rule.custom(check)),
    ],
  })

/**
 * How a session booked by ballot gives out its places: entries are taken in a window, places are
 * drawn at one time, and winners confirm by a deadline before the session (a place not confirmed
 * goes to the waiting list). Its dates are checked only while the session is booked by ballot.
 */
export const ballot = defineType({
  name: 'ballot',
  title: 'Ballot',
  type: 'object',
  fields: [
    dateField('entryOpens', 'Entries open', 'From when visitors can enter the ballot.', { missing: 'Enter when entries open.' }),
    dateField('entryCloses', 'Entries close', 'After this, no more entries are taken.', {
      missing: 'Enter when entries close.',
      after: ['entryOpens', 'Entries must close after they open — check both dates and times.'],
    }),
    dateField('drawAt', 'Draw', 'When the places are drawn and everyone who entered is told whether they won.', {
      missing: 'Enter when the draw is made.',
      after: ['entryCloses', 'The draw must come after entries close — check both dates and times.'],
    }),
    dateField(
      'confirmBy',
      'Winners confirm by',
      'Winners who have not confirmed by then lose their places, which go to the waiting list.',
      {
        missing: 'Enter when winners must confirm by.',
        after: ['drawAt', 'Winners confirm after the draw — make "Winners confirm by" later than the draw.'],
        checks: [confirmBeforeStart],
      },
    ),
    defineField({
      name: 'maxParty',
      title: 'Largest party',
      type: 'number',
      description: `How many people may enter together (${maxParty.min} to ${maxParty.max}). A party is drawn as one: all of it wins, or none.`,
      initialValue: maxParty.default,
      validation: (rule) =>
        rule.integer().min(maxParty.min).max(maxParty.max).error(`Use a whole number of people from ${maxParty.min} to ${maxParty.max}.`),
    }),
    defineField({
      name: 'membersShare',
      title: 'Members’ share (%)',
      type: 'number',
      description:
        'The percent of places drawn among members first; the rest are drawn among all the other entries. 0 for no members’ share.',
      initialValue: membersShare.default,
      validation: (rule) =>
        rule
          .integer()
          .min(membersShare.min)
          .max(membersShare.max)
          .error(`Use a whole number of percent from ${membersShare.min} to ${membersShare.max}.`),
    }),
  ],
  preview: {
    select: { drawAt: 'drawAt', maxParty: 'maxParty', membersShare: 'membersShare' },
    prepare: ({ drawAt, maxParty: party, membersShare: share }) => ({
      title: `Draw: ${dateTimeLabel(drawAt, DEFAULT_TIME_ZONE) ?? 'not set'}`,
      subtitle: joinParts(
        typeof party === 'number' ? `parties of up to ${party}` : undefined,
        typeof share === 'number' && share > 0 ? `${share}% for members` : undefined,
      ),
    }),
  },
})
