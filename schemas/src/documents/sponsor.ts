import { defineField, defineType } from 'sanity'
import { imageField, slugField, urlField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { text } from '../preview'

/** A sponsor; the years and tiers it sponsored are listed on each festival. */
export const sponsor = defineType({
  name: DOCUMENT_TYPES.sponsor,
  title: 'Sponsor',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the sponsor name.'),
    }),
    slugField('name'),
    imageField('logo', 'Logo', 'SVG or a PNG with a transparent background works best.'),
    urlField('url', 'Website'),
  ],
  preview: {
    select: { name: 'name', url: 'url', media: 'logo' },
    prepare: ({ name, url, media }) => ({ title: text(name) ?? 'Unnamed sponsor', subtitle: text(url), media }),
  },
})
