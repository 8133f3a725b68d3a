import { defineField, defineType } from 'sanity'
import { headingField, optionList, yearField } from '../fields'
import { MAP_LAYERS } from '../names'
import { joinParts, optionTitle, text } from '../preview'

export const mapBlock = defineType({
  name: 'mapBlock',
  title: 'Map',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'show',
      title: 'Show',
      type: 'string',
      options: { list: optionList(MAP_LAYERS), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose what the map shows.'),
    }),
    yearField({ required: false, description: 'Leave empty for the current festival.' }),
  ],
  preview: {
    select: { heading: 'heading', show: 'show', year: 'year' },
    prepare: ({ heading, show, year }) => ({
      title: text(heading) ?? 'Map',
      subtitle: joinParts('Map', optionTitle(MAP_LAYERS, show), year),
    }),
  },
})
