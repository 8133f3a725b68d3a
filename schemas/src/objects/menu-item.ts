import { defineField, defineType } from 'sanity'
import { hrefField } from '../fields'
import { translationsField } from './translations'

export const menuItem = defineType({
  name: 'menuItem',
  title: 'Menu item',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().error('Write the text visitors click.'),
    }),
    hrefField(),
    translationsField(
      'menuItemTranslation',
      'The label in the festival’s other languages, one entry per language. Without one, the default language’s label shows.',
    ),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
