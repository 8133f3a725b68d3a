import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'

/** Newsletter sign-up form; the mailing list is chosen in Settings (newsletter audience). */
export const newsletterBlock = defineType({
  name: 'newsletterBlock',
  title: 'Newsletter sign-up',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Why sign up, e.g. "Be the first to hear when the festival sites are announced."',
    }),
  ],
  preview: headingPreview('Newsletter sign-up'),
})
