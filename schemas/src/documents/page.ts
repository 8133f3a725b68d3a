import { defineField, defineType } from 'sanity'
import { bodyField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { text } from '../preview'
import { uniquePagePath, validPagePath } from '../validation'

/** A free-form page at `/{path}`, built from text and blocks. */
export const page = defineType({
  name: DOCUMENT_TYPES.page,
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      group: 'content',
      description:
        'Where the page lives, without slashes at either end: "about/land-acknowledgment" is /about/land-acknowledgment. The home page is "home".',
      validation: (rule) => [
        rule.required().error('Enter the path, e.g. about/land-acknowledgment.'),
        rule.custom(validPagePath),
        rule.custom(uniquePagePath),
      ],
    }),
    defineField({ name: 'hero', title: 'Hero', type: 'hero', group: 'content' }),
    { ...bodyField('body', 'Body'), group: 'content' },
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', path: 'path', media: 'hero.image' },
    prepare: ({ title, path, media }) => ({
      title: text(title) ?? 'Untitled page',
      subtitle: path === 'home' ? '/ (home page)' : typeof path === 'string' ? `/${path}` : 'No path',
      media,
    }),
  },
})
