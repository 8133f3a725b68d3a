import { defineField, defineType } from 'sanity'
import { joinParts } from '../preview'
import { isPostalCode } from '../rules'
import { settingsCity } from '../validation'

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
      // The festival's own city (the settings'), which most addresses are in. Without one there is
      // no initial value: Sanity takes undefined so, though its type asks for a string.
      initialValue: async (_params, context) => (await settingsCity(context)) as string,
      validation: (rule) => rule.required().error('Enter the city.'),
    }),
    defineField({
      name: 'postalCode',
      title: 'Postal code',
      type: 'string',
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || isPostalCode(value) ? true : 'Enter the postal code as it is written locally, e.g. 60601 or 00100.',
        ),
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
