import { defineField, defineType } from 'sanity'
import { bodyField, imageMember, locationField, slugField } from '../fields'
import { translationsField } from '../objects/translations'
import { DOCUMENT_TYPES } from '../names'
import { text } from '../preview'

/** A stop on a trail: a place with a story, optionally one of our sites or points of interest. */
export const stop = defineType({
  name: DOCUMENT_TYPES.stop,
  title: 'Trail stop',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the stop a title.'),
    }),
    slugField('title'),
    locationField(),
    defineField({
      name: 'site',
      title: 'Site',
      type: 'reference',
      to: [{ type: DOCUMENT_TYPES.site }],
      description: 'If the stop is a festival site, choose it so visitors can open its page.',
    }),
    defineField({
      name: 'pointOfInterest',
      title: 'Point of interest',
      type: 'reference',
      to: [{ type: DOCUMENT_TYPES.pointOfInterest }],
    }),
    bodyField('narrative', 'Narrative', 'What visitors read or hear at this stop.'),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [imageMember({ caption: true })],
      options: { layout: 'grid' },
    }),
    defineField({
      name: 'audio',
      title: 'Audio',
      type: 'file',
      description: 'Optional audio guide (MP3 or M4A).',
      options: { accept: 'audio/*' },
    }),
    translationsField('stopTranslation'),
  ],
  preview: {
    select: {
      title: 'title',
      siteName: 'site.name',
      placeName: 'pointOfInterest.name',
      media: 'images.0',
      siteImage: 'site.mainImage',
    },
    prepare: ({ title, siteName, placeName, media, siteImage }) => ({
      title: text(title) ?? 'Untitled stop',
      subtitle: text(siteName)
        ? `Site: ${text(siteName)}`
        : text(placeName)
          ? `Place: ${text(placeName)}`
          : 'Not linked to a site or place',
      media: media ?? siteImage,
    }),
  },
})
