import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { text } from '../preview'
import { noRepeats } from '../validation'

export const amenitiesBlock = defineType({
  name: 'amenitiesBlock',
  title: 'Amenities',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'One amenity per line, e.g. "Free Wi-Fi", "Coat check".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => [rule.min(1).error('Add at least one amenity.'), rule.custom(noRepeats)],
    }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items' },
    prepare: ({ heading, items }) => ({
      title: text(heading) ?? 'Amenities',
      subtitle: Array.isArray(items) ? `Amenities · ${items.join(', ')}` : 'Amenities',
    }),
  },
})
