import { defineField, defineType } from 'sanity'
import { imageField, optionList, slugField, urlField } from '../fields'
import { DOCUMENT_TYPES, PARTNER_KINDS } from '../names'
import { optionTitle, text } from '../preview'

/** A partner organisation; the years it partnered are listed on each festival. */
export const partner = defineType({
  name: DOCUMENT_TYPES.partner,
  title: 'Partner',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the partner name.'),
    }),
    slugField('name'),
    imageField('logo', 'Logo', 'SVG or a PNG with a transparent background works best.'),
    urlField('url', 'Website'),
    defineField({
      name: 'kind',
      title: 'Kind of partner',
      type: 'string',
      options: { list: optionList(PARTNER_KINDS), layout: 'radio' },
    }),
  ],
  preview: {
    select: { name: 'name', kind: 'kind', media: 'logo' },
    prepare: ({ name, kind, media }) => ({
      title: text(name) ?? 'Unnamed partner',
      subtitle: optionTitle(PARTNER_KINDS, kind),
      media,
    }),
  },
})
