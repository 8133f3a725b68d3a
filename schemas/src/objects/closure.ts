import { defineField, defineType } from 'sanity'

/** A day the centre is closed outside its regular hours (holidays, private events). */
export const closure = defineType({
  name: 'closure',
  title: 'Special closure',
  type: 'object',
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      validation: (rule) => rule.required().error('Enter the date the centre is closed.'),
    }),
    defineField({
      name: 'reason',
      title: 'Reason',
      type: 'string',
      description: 'Shown to visitors, e.g. "Thanksgiving".',
    }),
  ],
  preview: { select: { title: 'date', subtitle: 'reason' } },
})
