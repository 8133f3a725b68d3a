import { defineField, defineType } from 'sanity'
import { urlField } from '../fields'

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      description: 'e.g. Instagram, Facebook, YouTube, LinkedIn.',
      validation: (rule) => rule.required().error('Name the platform, e.g. Instagram.'),
    }),
    urlField('url', 'Profile address', { required: 'Paste the address of the profile page.' }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
})
