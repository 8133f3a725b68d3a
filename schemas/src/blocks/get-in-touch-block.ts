import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'
import { noRepeats } from '../validation'

/** A contact form; messages go to the staff email in Settings. */
export const getInTouchBlock = defineType({
  name: 'getInTouchBlock',
  title: 'Get in touch form',
  type: 'object',
  fields: [
    headingField(),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'topics',
      title: 'Topics',
      type: 'array',
      description: 'The choices in the "What is it about?" menu, e.g. "Volunteering", "Accessibility".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.custom(noRepeats),
    }),
  ],
  preview: headingPreview('Get in touch form'),
})
