import { defineField, defineType } from 'sanity'
import { optionList } from '../fields'
import { DOCUMENT_TYPES, SPONSOR_TIERS } from '../names'
import { optionTitle } from '../preview'

/** A sponsor's support of one festival year, at a tier that can change from year to year. */
export const sponsorship = defineType({
  name: 'sponsorship',
  title: 'Sponsorship',
  type: 'object',
  fields: [
    defineField({
      name: 'sponsor',
      title: 'Sponsor',
      type: 'reference',
      to: [{ type: DOCUMENT_TYPES.sponsor }],
      validation: (rule) => rule.required().error('Choose the sponsor.'),
    }),
    defineField({
      name: 'tier',
      title: 'Tier',
      type: 'string',
      options: { list: optionList(SPONSOR_TIERS), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the sponsorship tier.'),
    }),
  ],
  preview: {
    select: { title: 'sponsor.name', tier: 'tier', media: 'sponsor.logo' },
    prepare: ({ title, tier, media }) => ({
      title: typeof title === 'string' ? title : 'Sponsor not chosen',
      subtitle: optionTitle(SPONSOR_TIERS, tier),
      media,
    }),
  },
})
