import { defineField, defineType } from 'sanity'
import { headingField, imageMember } from '../fields'
import { text } from '../preview'

export const galleryBlock = defineType({
  name: 'galleryBlock',
  title: 'Gallery',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [imageMember({ caption: true })],
      options: { layout: 'grid' },
      validation: (rule) => rule.min(1).error('Add at least one picture.'),
    }),
  ],
  preview: {
    select: { heading: 'heading', images: 'images', media: 'images.0' },
    prepare: ({ heading, images, media }) => ({
      title: text(heading) ?? 'Gallery',
      subtitle: `Gallery · ${Array.isArray(images) ? images.length : 0} pictures`,
      media,
    }),
  },
})
