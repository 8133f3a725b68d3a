import { defineField, defineType } from 'sanity'
import { headingField, optionList } from '../fields'
import { DOCUMENT_TYPES, EVENT_CATEGORIES, LIST_KINDS, SITE_CATEGORIES, TOUR_MODES } from '../names'
import { joinParts, optionTitle, text } from '../preview'
import { filterFitsList } from '../validation'

// One category field serves both lists, so its menu holds both sets, labelled by list; the
// validator then checks the choice belongs to the list this block shows.
const categoryOptions = [
  ...SITE_CATEGORIES.map(({ title, value }) => ({ title: `Sites: ${title}`, value })),
  ...EVENT_CATEGORIES.map(({ title, value }) => ({ title: `Events: ${title}`, value })),
]

/** A fixed, optionally filtered selection of the current festival's sites, events or tours. */
export const listBlock = defineType({
  name: 'listBlock',
  title: 'List',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'list',
      title: 'List',
      type: 'string',
      options: { list: optionList(LIST_KINDS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose what the block lists.'),
    }),
    defineField({
      name: 'filter',
      title: 'Filter',
      type: 'object',
      description: 'Leave a field empty to not filter by it.',
      fields: [
        defineField({
          name: 'category',
          title: 'Category',
          type: 'string',
          description: 'Sites and events only.',
          options: { list: categoryOptions },
        }),
        defineField({
          name: 'neighborhood',
          title: 'Neighborhood',
          type: 'reference',
          to: [{ type: DOCUMENT_TYPES.neighborhood }],
        }),
        defineField({
          name: 'mode',
          title: 'Tour mode',
          type: 'string',
          description: 'Tours only.',
          options: { list: optionList(TOUR_MODES) },
        }),
        defineField({
          name: 'limit',
          title: 'Show at most',
          type: 'number',
          initialValue: 6,
          validation: (rule) => rule.integer().min(1).max(24).error('Show between 1 and 24 items.'),
        }),
      ],
      validation: (rule) => rule.custom(filterFitsList({ sites: SITE_CATEGORIES, events: EVENT_CATEGORIES, tours: [] })),
    }),
  ],
  preview: {
    select: { heading: 'heading', list: 'list', category: 'filter.category', limit: 'filter.limit' },
    prepare: ({ heading, list, category, limit }) => ({
      title: text(heading) ?? 'List',
      subtitle: joinParts(
        optionTitle(LIST_KINDS, list) ?? 'List',
        optionTitle([...SITE_CATEGORIES, ...EVENT_CATEGORIES], category),
        typeof limit === 'number' ? `up to ${limit}` : undefined,
      ),
    }),
  },
})
