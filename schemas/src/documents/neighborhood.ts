import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, locationField, slugField, yearsField } from '../fields'
import { DOCUMENT_TYPES } from '../names'
import { translationsField } from '../objects/translations'
import { joinParts, text, yearsLabel } from '../preview'
import { allInsideFestivalArea, outlineOrNothing } from '../validation'

export const neighborhood = defineType({
  name: DOCUMENT_TYPES.neighborhood,
  title: 'Neighborhood',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the neighborhood name, e.g. "Pilsen".'),
    }),
    slugField('name'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4 }),
    imageField('image', 'Image'),
    {
      ...locationField({ name: 'center', title: 'Centre point', required: false }),
      description: 'Where the map centres when showing this neighborhood.',
    },
    defineField({
      name: 'boundary',
      title: 'Boundary',
      type: 'array',
      description: 'Optional: the corners of the neighborhood, in order around its edge.',
      // Checked as a whole: one look-up of the festival's area for every corner.
      of: [defineArrayMember({ type: 'geopoint' })],
      validation: (rule) => [rule.custom(outlineOrNothing), rule.custom(allInsideFestivalArea)],
    }),
    yearsField('The festival years this neighborhood is featured in.'),
    translationsField('neighborhoodTranslation'),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', years: 'years', media: 'image' },
    prepare: ({ name, years, media }) => ({
      title: text(name) ?? 'Unnamed neighborhood',
      subtitle: joinParts(yearsLabel(years)),
      media,
    }),
  },
})
