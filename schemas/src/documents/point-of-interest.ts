import { defineField, defineType } from 'sanity'
import { locationField, optionList, slugField, yearsField } from '../fields'
import { translationsField } from '../objects/translations'
import { DOCUMENT_TYPES, POI_CATEGORIES } from '../names'
import { joinParts, optionTitle, text, yearsLabel } from '../preview'

/** Useful places on the festival map that are not sites: transit, food, restrooms. */
export const pointOfInterest = defineType({
  name: DOCUMENT_TYPES.pointOfInterest,
  title: 'Point of interest',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the name of the place.'),
    }),
    slugField('name'),
    locationField(),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: optionList(POI_CATEGORIES), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose a category; it decides the map icon.'),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
    yearsField('The festival years this place is shown on the map.'),
    translationsField('pointOfInterestTranslation'),
  ],
  preview: {
    select: { name: 'name', category: 'category', years: 'years' },
    prepare: ({ name, category, years }) => ({
      title: text(name) ?? 'Unnamed place',
      subtitle: joinParts(optionTitle(POI_CATEGORIES, category), yearsLabel(years)),
    }),
  },
})
