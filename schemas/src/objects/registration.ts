import { defineField, defineType } from 'sanity'
import { bookingFields } from '../fields'
import { requiredWhen } from '../validation'

/** Capacity-limited sign-up for an event; reservations are counted by the web app. */
export const registration = defineType({
  name: 'registration',
  title: 'Registration',
  type: 'object',
  fields: [
    defineField({
      name: 'required',
      title: 'Registration required',
      type: 'boolean',
      initialValue: false,
      description: 'Visitors must reserve a place on the website.',
    }),
    defineField({
      name: 'capacity',
      title: 'Places',
      type: 'number',
      description: 'How many people can attend. Reservations stop when it is full.',
      validation: (rule) => [
        rule.integer().min(1).error('Use a whole number of places, 1 or more.'),
        rule.custom(requiredWhen('required', 'Enter how many places there are.')),
      ],
    }),
    defineField({
      name: 'memberPriorityHours',
      title: 'Member priority (hours)',
      type: 'number',
      description: 'How many hours before everyone else members can reserve. 0 for no priority.',
      initialValue: 0,
      validation: (rule) => rule.min(0).error('Use 0 or more hours.'),
    }),
    ...bookingFields({ takesBookings: (registration) => registration.required === true }),
  ],
})
