import { defineArrayMember, defineField, defineType } from 'sanity'
import { optionList, slugField } from '../fields'
import { DOCUMENT_TYPES, MEMBERSHIP_INTERVALS } from '../names'
import { joinParts, text } from '../preview'

/** A membership level offered by the "Become a member" block, in `order`. */
export const membershipLevel = defineType({
  name: DOCUMENT_TYPES.membershipLevel,
  title: 'Membership level',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the level name, e.g. "Individual".'),
    }),
    slugField('name'),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      type: 'number',
      validation: (rule) => [rule.required().error('Enter the price of this level.'), rule.min(0).error('The price cannot be negative.')],
    }),
    defineField({
      name: 'interval',
      title: 'Billed',
      type: 'string',
      initialValue: 'year',
      options: { list: optionList(MEMBERSHIP_INTERVALS) },
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      description: 'One benefit per entry, e.g. "Priority entry at festival sites".',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Levels are listed from the lowest number up.',
      validation: (rule) => rule.integer().error('Use a whole number.'),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', price: 'price' },
    prepare: ({ name, price }) => ({
      title: text(name) ?? 'Unnamed level',
      subtitle: joinParts(typeof price === 'number' ? `$${price} a year` : undefined),
    }),
  },
})
