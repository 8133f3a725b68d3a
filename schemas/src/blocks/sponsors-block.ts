import { defineType } from 'sanity'
import { headingField, yearField } from '../fields'
import { joinParts, text } from '../preview'

/** The sponsors a festival lists, by tier. */
export const sponsorsBlock = defineType({
  name: 'sponsorsBlock',
  title: 'Sponsors',
  type: 'object',
  fields: [headingField(), yearField({ required: false, description: 'Leave empty for the current festival.' })],
  preview: {
    select: { heading: 'heading', year: 'year' },
    prepare: ({ heading, year }) => ({
      title: text(heading) ?? 'Sponsors',
      subtitle: joinParts('Sponsors', typeof year === 'number' ? year : 'current festival'),
    }),
  },
})
