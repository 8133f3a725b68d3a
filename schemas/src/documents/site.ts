import { defineArrayMember, defineField, defineType } from 'sanity'
import { bodyField, imageField, imageMember, locationField, optionList, slugField } from '../fields'
import { DOCUMENT_TYPES, SITE_CATEGORIES } from '../names'
import { translationsField } from '../objects/translations'
import { siteSubtitle, text } from '../preview'
import { noRepeats, oneEditionPerYear, validYearBuilt } from '../validation'

/**
 * A building, stable across years. What it offers in a given festival lives in `editions[]`, so
 * the archive can show every year a building took part without copying it.
 */
export const site = defineType({
  name: DOCUMENT_TYPES.site,
  title: 'Site',
  type: 'document',
  groups: [
    { name: 'building', title: 'Building', default: true },
    { name: 'location', title: 'Location' },
    { name: 'editions', title: 'Festival years' },
    { name: 'visit', title: 'Access and amenities' },
    { name: 'media', title: 'Pictures' },
    { name: 'translations', title: 'Translations' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'building',
      validation: (rule) => rule.required().error('Enter the name of the building.'),
    }),
    { ...slugField('name'), group: 'building' },
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'building',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(SITE_CATEGORIES), layout: 'grid' },
      validation: (rule) => [rule.min(1).error('Tick at least one category.'), rule.custom(noRepeats)],
    }),
    defineField({
      name: 'architects',
      title: 'Architects',
      type: 'array',
      group: 'building',
      description: 'People or firms, one per entry, e.g. "Holabird & Roche".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.custom(noRepeats),
    }),
    defineField({
      name: 'yearBuilt',
      title: 'Year built',
      type: 'number',
      group: 'building',
      validation: (rule) => rule.custom(validYearBuilt),
    }),
    defineField({
      name: 'style',
      title: 'Architectural style',
      type: 'string',
      group: 'building',
      description: 'e.g. "Chicago School", "Art Deco".',
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'building',
      description: 'One or two sentences for lists and cards.',
      validation: (rule) => rule.max(300).error('Keep the summary to 300 characters; the description has room for more.'),
    }),
    { ...bodyField('description', 'Description'), group: 'building' },
    defineField({
      name: 'address',
      title: 'Address',
      type: 'address',
      group: 'location',
      validation: (rule) => rule.required().error('Enter the address visitors should go to.'),
    }),
    { ...locationField(), group: 'location' },
    defineField({
      name: 'neighborhood',
      title: 'Neighborhood',
      type: 'reference',
      group: 'location',
      to: [{ type: DOCUMENT_TYPES.neighborhood }],
      validation: (rule) => rule.required().error('Choose the neighborhood; the site filters depend on it.'),
    }),
    defineField({
      name: 'editions',
      title: 'Festival editions',
      type: 'array',
      group: 'editions',
      description: "One per festival year the site takes part in. Add this year's to put the site in the current festival.",
      of: [defineArrayMember({ type: 'siteEdition' })],
      validation: (rule) => rule.custom(oneEditionPerYear),
    }),
    defineField({ name: 'accessibility', title: 'Accessibility', type: 'accessibility', group: 'visit' }),
    defineField({ name: 'amenities', title: 'Amenities', type: 'amenities', group: 'visit' }),
    { ...imageField('mainImage', 'Main image'), group: 'media' },
    defineField({
      name: 'gallery',
      title: 'Gallery',
      type: 'array',
      group: 'media',
      of: [imageMember({ caption: true })],
      options: { layout: 'grid' },
    }),
    { ...translationsField('siteTranslation'), group: 'translations' },
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', neighborhood: 'neighborhood.name', editions: 'editions', media: 'mainImage' },
    prepare: ({ name, neighborhood, editions, media }) => ({
      title: text(name) ?? 'Unnamed site',
      subtitle: siteSubtitle(neighborhood, editions),
      media,
    }),
  },
})
