import { defineField, defineType } from 'sanity'
import { restrictedBodyField } from '../objects/portable-text'
import { text } from '../preview'

/**
 * Content only signed-in members receive; the server leaves it out of the page for everyone
 * else, who see the teaser instead.
 */
export const memberOnlyBlock = defineType({
  name: 'memberOnlyBlock',
  title: 'Members-only content',
  type: 'object',
  fields: [
    defineField({
      name: 'teaser',
      title: 'Teaser',
      type: 'text',
      rows: 2,
      description: 'What non-members see instead, e.g. "Members can book the rooftop tour — sign in or join."',
      validation: (rule) => rule.required().error('Write what non-members see in place of this content.'),
    }),
    {
      ...restrictedBodyField('content', 'Members-only content', ['memberOnlyBlock']),
      validation: (rule) => rule.required().error('Add the content only members will see.'),
    },
  ],
  preview: {
    select: { teaser: 'teaser' },
    prepare: ({ teaser }) => ({ title: text(teaser) ?? 'Members-only content', subtitle: 'Members only' }),
  },
})
