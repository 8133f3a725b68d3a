import { defineField, defineType } from 'sanity'
import { text } from '../preview'

/** A share button: the phone's share sheet where there is one, copy-link and email otherwise. */
export const shareBlock = defineType({
  name: 'shareBlock',
  title: 'Share',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Button label',
      type: 'string',
      initialValue: 'Share this page',
      validation: (rule) => rule.required().error('Write the button text, e.g. "Share this page".'),
    }),
  ],
  preview: {
    select: { label: 'label' },
    prepare: ({ label }) => ({ title: text(label) ?? 'Share', subtitle: 'Share button' }),
  },
})
