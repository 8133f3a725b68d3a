import { defineField, defineType } from 'sanity'
import { hrefField, optionList } from '../fields'
import { CTA_STYLES } from '../names'
import { text } from '../preview'

export const ctaBlock = defineType({
  name: 'ctaBlock',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Button label',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Write the button text, e.g. "Plan your visit".'),
        rule.max(40).warning('Short labels read better on phones; keep it under 40 characters.'),
      ],
    }),
    hrefField(),
    defineField({
      name: 'style',
      title: 'Style',
      type: 'string',
      initialValue: 'primary',
      options: { list: optionList(CTA_STYLES), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose the button style.'),
    }),
  ],
  preview: {
    select: { label: 'label', href: 'href' },
    prepare: ({ label, href }) => ({ title: text(label) ?? 'Call to action', subtitle: text(href) }),
  },
})
