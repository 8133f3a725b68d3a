import { defineField, defineType } from 'sanity'

export const amenities = defineType({
  name: 'amenities',
  title: 'Amenities',
  type: 'object',
  fields: [
    defineField({ name: 'restrooms', title: 'Restrooms available', type: 'boolean' }),
    defineField({ name: 'photography', title: 'Photography allowed', type: 'boolean' }),
    defineField({ name: 'familyFriendly', title: 'Family-friendly', type: 'boolean' }),
    defineField({ name: 'parking', title: 'Parking nearby', type: 'boolean' }),
    defineField({
      name: 'transit',
      title: 'Transit',
      type: 'string',
      description: 'The nearest stations and lines, e.g. "Clark/Lake (Blue, Brown, Green, Orange, Pink, Purple)".',
    }),
  ],
})
