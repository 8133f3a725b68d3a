import { defineField, defineType } from 'sanity'
import { headingField } from '../fields'
import { headingPreview } from '../preview'

/** A membership appeal listing the membership levels, in their order. */
export const becomeMemberBlock = defineType({
  name: 'becomeMemberBlock',
  title: 'Become a member',
  type: 'object',
  fields: [headingField(), defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 })],
  preview: headingPreview('Become a member (levels from Membership levels)'),
})
