import { defineField, defineType } from 'sanity'
import { bodyField, imageField, slugField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { joinParts, text } from '../preview'
import { endDateNotBefore } from '../validation'

/** An exhibition at the centre. */
export const exhibition = defineType({
  name: DOCUMENT_TYPES.exhibition,
  title: 'Exhibition',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the exhibition a title.'),
    }),
    slugField('title'),
    defineField({ name: 'startDate', title: 'Opens', type: 'date' }),
    defineField({
      name: 'endDate',
      title: 'Closes',
      type: 'date',
      description: 'Leave empty for a permanent exhibition.',
      validation: (rule) => rule.custom(endDateNotBefore('startDate')),
    }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 3 }),
    imageField('image', 'Image'),
    bodyField('body', 'Body'),
  ],
  preview: {
    select: { title: 'title', startDate: 'startDate', endDate: 'endDate', media: 'image' },
    prepare: ({ title, startDate, endDate, media }) => ({
      title: text(title) ?? 'Untitled exhibition',
      subtitle: joinParts(startDate ? `${startDate} to ${endDate ?? 'ongoing'}` : undefined),
      media,
    }),
  },
})
