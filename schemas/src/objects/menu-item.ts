import { defineField, defineType } from 'sanity'
import { hrefField } from '../fields'

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
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
