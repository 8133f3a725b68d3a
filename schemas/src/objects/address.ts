import { defineField, defineType } from 'sanity'
import { joinParts } from '../preview'

export const address = defineType({
  name: 'address',
  title: 'Address',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'street',
      title: 'Street address',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the street address, e.g. 111 W Wacker Dr.'),
    }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      initialValue: 'Chicago',
      validation: (rule) => rule.required().error('Enter the city.'),
    }),
    defineField({
      name: 'postalCode',
      title: 'ZIP code',
      type: 'string',
      validation: (rule) => rule.regex(/^\d{5}(-\d{4})?$/).error('Enter a 5-digit ZIP code, e.g. 60601.'),
    }),
  ],
  preview: {
    select: { street: 'street', city: 'city', postalCode: 'postalCode' },
    prepare: ({ street, city, postalCode }) => ({
      title: joinParts(street) ?? 'No street address',
      subtitle: joinParts(city, postalCode),
    }),
  },
})
