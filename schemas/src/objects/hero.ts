import { defineField, defineType } from 'sanity'
import { imageField } from '../fields'

export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'subheading', title: 'Subheading', type: 'text', rows: 2 }),
    imageField('image', 'Image'),
  ],
})
