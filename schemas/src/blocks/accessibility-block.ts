import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { text } from '../preview'

export const accessibilityBlock = defineType({
  name: 'accessibilityBlock',
  title: 'Accessibility',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 6,
      validation: (rule) => rule.required().error('Describe the access arrangements.'),
    }),
  ],
  preview: {
    select: { heading: 'heading', body: 'body' },
    prepare: ({ heading, body }) => ({
      title: text(heading) ?? 'Accessibility',
      subtitle: typeof body === 'string' ? `Accessibility · ${body}` : 'Accessibility',
    }),
  },
})
