import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField, hrefField, imageField } from '../fields'
import { text } from '../preview'

export const cardsBlock = defineType({
  name: 'cardsBlock',
  title: 'Cards',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'card',
          title: 'Card',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().error('Give the card a title.'),
            }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
            imageField('image', 'Image'),
            hrefField('href', 'Link', { required: false }),
          ],
          preview: { select: { title: 'title', subtitle: 'href', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.min(1).error('Add at least one card.'),
    }),
  ],
  preview: {
    select: { heading: 'heading', cards: 'cards', media: 'cards.0.image' },
    prepare: ({ heading, cards, media }) => ({
      title: text(heading) ?? 'Cards',
      subtitle: `Cards · ${Array.isArray(cards) ? cards.length : 0}`,
      media,
    }),
  },
})
