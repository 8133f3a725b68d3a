import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'

/** A donation appeal; the button goes to the donate URL in Settings. */
export const donateBlock = defineType({
  name: 'donateBlock',
  title: 'Donate',
  type: 'object',
  fields: [headingField(), defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 })],
  preview: headingPreview('Donate (link from Settings)'),
})
