import { defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'

/** Admission prices; the data is edited once, in Settings. */
export const admissionBlock = defineType({
  name: 'admissionBlock',
  title: 'Admission prices',
  type: 'object',
  description: 'Shows the admission prices from Settings.',
  fields: [headingField()],
  preview: headingPreview('Admission prices (from Settings)'),
})
