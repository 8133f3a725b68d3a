import { defineField, defineType } from 'sanity'

export const priceTier = defineType({
  name: 'priceTier',
  title: 'Price',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Who pays this',
      type: 'string',
      description: 'e.g. "Adult", "Member", "Student".',
      validation: (rule) => rule.required().error('Say who this price is for, e.g. Adult.'),
    }),
    defineField({
      name: 'amount',
      title: 'Amount (USD)',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Enter the price; use 0 if it is free.'),
        rule.min(0).error('The price cannot be negative.'),
      ],
    }),
  ],
  preview: {
    select: { label: 'label', amount: 'amount' },
    prepare: ({ label, amount }) => ({
      title: typeof label === 'string' ? label : 'Unlabelled price',
      subtitle: typeof amount === 'number' ? `$${amount.toFixed(2)}` : 'No amount',
    }),
  },
})
