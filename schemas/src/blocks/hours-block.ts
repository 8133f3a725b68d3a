import { defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'

/** The centre's opening hours and closures; the data is edited once, in Settings. */
export const hoursBlock = defineType({
  name: 'hoursBlock',
  title: 'Opening hours',
  type: 'object',
  description: 'Shows the opening hours and special closures from Settings.',
  fields: [headingField()],
  preview: headingPreview('Opening hours (from Settings)'),
})
