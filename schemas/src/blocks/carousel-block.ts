import { defineArrayMember, defineField, defineType } from 'sanity'
import { headingField, hrefField, imageField } from '../fields'
import { text } from '../preview'

export const carouselBlock = defineType({
  name: 'carouselBlock',
  title: 'Carousel',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'slide',
          title: 'Slide',
          type: 'object',
          fields: [
            {
              ...imageField('image', 'Image'),
              validation: (rule) => rule.required().error('Add the picture for this slide.'),
            },
            defineField({ name: 'caption', title: 'Caption', type: 'string' }),
            hrefField('href', 'Link', { required: false }),
          ],
          preview: { select: { title: 'caption', subtitle: 'href', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.min(2).warning('A carousel needs at least two slides to be worth turning.'),
    }),
  ],
  preview: {
    select: { heading: 'heading', slides: 'slides', media: 'slides.0.image' },
    prepare: ({ heading, slides, media }) => ({
      title: text(heading) ?? 'Carousel',
      subtitle: `Carousel · ${Array.isArray(slides) ? slides.length : 0} slides`,
      media,
    }),
  },
})
