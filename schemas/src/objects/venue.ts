import { defineField, defineType } from 'sanity'
import { locationField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { joinParts } from '../preview'
import { venueIsNamed } from '../validation'

/** Where an event happens or a tour meets: one of our sites, or any named place. */
export const venue = defineType({
  name: 'venue',
  title: 'Venue',
  type: 'object',
  fields: [
    defineField({
      name: 'site',
      title: 'Site',
      type: 'reference',
      to: [{ type: DOCUMENT_TYPES.site }],
      description: 'If it happens at one of the festival sites, choose it; the address and map pin come from there.',
    }),
    defineField({
      name: 'name',
      title: 'Venue name',
      type: 'string',
      description: 'For places that are not a site, e.g. "Riverwalk at Michigan Avenue".',
    }),
    defineField({ name: 'address', title: 'Address', type: 'string' }),
    locationField({ required: false }),
  ],
  validation: (rule) => rule.custom(venueIsNamed),
  preview: {
    select: { siteName: 'site.name', name: 'name', address: 'address' },
    prepare: ({ siteName, name, address }) => ({
      title: joinParts(name ?? siteName) ?? 'Venue not set',
      subtitle: joinParts(address),
    }),
  },
})
