import { defineField, defineType } from 'sanity'
import { headingField, optionList } from '../fields'
import { LIST_KINDS } from '../names'
import { joinParts, optionTitle, text } from '../preview'

/** The filterable list of the current festival's sites, events or tours. */
export const filtersBlock = defineType({
  name: 'filtersBlock',
  title: 'Filterable list',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'list',
      title: 'List',
      type: 'string',
      options: { list: optionList(LIST_KINDS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose which list visitors filter.'),
    }),
  ],
  preview: {
    select: { heading: 'heading', list: 'list' },
    prepare: ({ heading, list }) => ({
      title: text(heading) ?? 'Filterable list',
      subtitle: joinParts('Filters', optionTitle(LIST_KINDS, list)),
    }),
  },
})
