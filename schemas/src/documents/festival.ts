import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageMember, yearField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { dateRangeLabel, joinParts, text } from '../preview'
import { dateNotAfter, endDateNotBefore, noRepeatsOf, uniqueFestivalYear } from '../validation'

/**
 * One festival year. Whether it is current or archived is not stored here: a year is archived
 * when it is before `settings.currentYear`, so rolling over is a single edit.
 */
export const festival = defineType({
  name: DOCUMENT_TYPES.festival,
  title: 'Festival',
  type: 'document',
  groups: [
    { name: 'details', title: 'Details', default: true },
    { name: 'supporters', title: 'Sponsors and partners' },
  ],
  fields: [
    { ...yearField({ checks: [uniqueFestivalYear], description: 'One festival per year.' }), group: 'details' },
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'details',
      description: 'e.g. "Open House Chicago 2024".',
      validation: (rule) => rule.required().error('Give the festival a title.'),
    }),
    defineField({
      name: 'startDate',
      title: 'First day',
      type: 'date',
      group: 'details',
      validation: (rule) => rule.required().error('Enter the first day of the festival.'),
    }),
    defineField({
      name: 'endDate',
      title: 'Last day',
      type: 'date',
      group: 'details',
      validation: (rule) => [rule.required().error('Enter the last day of the festival.'), rule.custom(endDateNotBefore('startDate'))],
    }),
    defineField({
      name: 'programmeFrom',
      title: 'Programme out',
      type: 'date',
      group: 'details',
      description:
        'Optional. The day the programme (sites, tours, events, booking and ballots) is out: until then the home page counts down and invites people to join. Leave empty for six weeks before the first day.',
      validation: (rule) => rule.custom(dateNotAfter('startDate', 'The programme must be out by the first day of the festival.')),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 4, group: 'details' }),
    defineField({
      name: 'heroImages',
      title: 'Hero images',
      type: 'array',
      group: 'details',
      of: [imageMember()],
      options: { layout: 'grid' },
    }),
    defineField({ name: 'figures', title: 'Headline figures', type: 'festivalFigures', group: 'details' }),
    defineField({
      name: 'featuredSites',
      title: 'Featured sites',
      type: 'array',
      group: 'details',
      description: 'Highlighted on the home page, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: DOCUMENT_TYPES.site }] })],
      validation: (rule) => rule.unique().error('A site is featured twice — remove the extra.'),
    }),
    defineField({
      name: 'sponsors',
      title: 'Sponsors',
      type: 'array',
      group: 'supporters',
      of: [defineArrayMember({ type: 'sponsorship' })],
      validation: (rule) => rule.custom(noRepeatsOf('sponsor', 'A sponsor is listed twice — keep one entry per sponsor.')),
    }),
    defineField({
      name: 'partners',
      title: 'Partners',
      type: 'array',
      group: 'supporters',
      of: [defineArrayMember({ type: 'reference', to: [{ type: DOCUMENT_TYPES.partner }] })],
      validation: (rule) => rule.unique().error('A partner is listed twice — remove the extra.'),
    }),
  ],
  orderings: [{ title: 'Year, newest first', name: 'yearDesc', by: [{ field: 'year', direction: 'desc' }] }],
  preview: {
    select: {
      title: 'title',
      year: 'year',
      startDate: 'startDate',
      endDate: 'endDate',
      sites: 'figures.sites',
      media: 'heroImages.0',
    },
    prepare: ({ title, year, startDate, endDate, sites, media }) => ({
      title: text(title) ?? (typeof year === 'number' ? `Festival ${year}` : 'New festival'),
      subtitle: joinParts(
        dateRangeLabel(startDate, endDate) ?? (typeof year === 'number' ? `${year} · dates not set` : 'Dates not set'),
        typeof sites === 'number' ? `${sites} sites` : undefined,
      ),
      media,
    }),
  },
})
