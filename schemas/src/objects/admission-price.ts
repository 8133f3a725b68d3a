import { defineField, defineType } from 'sanity'

export const admissionPrice = defineType({
  name: 'admissionPrice',
  title: 'Admission price',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Who pays this',
      type: 'string',
      description: 'e.g. "Adults", "Seniors 65+", "Members".',
      validation: (rule) => rule.required().error('Say who this price is for, e.g. Adults.'),
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
    defineField({ name: 'note', title: 'Note', type: 'string', description: 'e.g. "With valid ID".' }),
  ],
  preview: {
    select: { label: 'label', amount: 'amount', note: 'note' },
    prepare: ({ label, amount, note }) => ({
      title: typeof label === 'string' ? label : 'Unlabelled price',
      subtitle: typeof amount === 'number' ? (amount === 0 ? 'Free' : `$${amount.toFixed(2)}`) : note,
    }),
  },
})
