import { defineField, defineType } from 'sanity'
import { imageField } from '../fields'

/** What search engines and link previews show; the page's own title and hero fill any gap. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Leave empty to use the page title.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles longer than about 70 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('Search engines cut descriptions longer than about 160 characters.'),
    }),
    imageField('image', 'Sharing image', 'Shown when the page is shared; 1200×630 works best.'),
  ],
})
