import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { bodyField } from '../fields'
import { joinParts, text } from '../preview'
import { oneTranslationPerLanguage, validLanguage } from '../validation'

// A document's words in the festival's other languages sit beside the default language's, field
// by field, on the same document (docs/decisions/content.md, "Translated content"): a building,
// a tour or an event is one fact in every language (its map point, pictures, times, places), so
// only the words are kept per language, and a field left empty falls back to the default
// language's.

const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  description: 'One of the languages in Settings → City and languages → Other languages, such as es.',
  validation: (rule) => [rule.required().error('Enter the language of this translation, such as es.'), rule.custom(validLanguage)],
})

/** A slug of the translated heading: the page address in that language. */
const translatedSlug = (heading: string) =>
  defineField({
    name: 'slug',
    title: 'Slug in this language',
    type: 'slug',
    description: 'The last part of the page address in this language. Leave empty to keep the default language’s.',
    options: {
      source: (_document, context) => String((context.parent as Record<string, unknown> | undefined)?.[heading] ?? ''),
      maxLength: 96,
    },
  })

const headingField = (name: 'name' | 'title') =>
  defineField({
    name,
    title: name === 'name' ? 'Name' : 'Title',
    type: 'string',
    description: 'Leave empty when it is the same in this language.',
  })

const summaryField = defineField({
  name: 'summary',
  title: 'Summary',
  type: 'text',
  rows: 3,
  validation: (rule) => rule.max(300).error('Keep the summary to 300 characters; the description has room for more.'),
})

const plainDescription = defineField({ name: 'description', title: 'Description', type: 'text', rows: 4 })

interface TranslationSpec {
  /** The type's name, `<document type>Translation`. */
  name: string
  heading: 'name' | 'title'
  /** The fields after the heading (and its slug, when the document has a page of its own). */
  fields: FieldDefinition[]
  slug?: boolean
}

const translationType = ({ name, heading, fields, slug = true }: TranslationSpec) =>
  defineType({
    name,
    title: 'Translation',
    type: 'object',
    fields: [languageField, headingField(heading), ...(slug ? [translatedSlug(heading)] : []), ...fields],
    preview: {
      select: { language: 'language', heading },
      prepare: ({ language, heading: value }: { language?: string; heading?: string }) => ({
        title: text(language)?.toUpperCase() ?? 'No language',
        subtitle: joinParts(text(value)),
      }),
    },
  })

export const siteTranslation = translationType({
  name: 'siteTranslation',
  heading: 'name',
  fields: [
    defineField({ name: 'style', title: 'Architectural style', type: 'string' }),
    summaryField,
    bodyField('description', 'Description'),
  ],
})

export const neighborhoodTranslation = translationType({ name: 'neighborhoodTranslation', heading: 'name', fields: [plainDescription] })

export const eventTranslation = translationType({
  name: 'eventTranslation',
  heading: 'title',
  fields: [summaryField, bodyField('description', 'Description')],
})

export const tourTranslation = translationType({
  name: 'tourTranslation',
  heading: 'title',
  fields: [summaryField, bodyField('description', 'Description')],
})

export const trailTranslation = translationType({
  name: 'trailTranslation',
  heading: 'title',
  fields: [summaryField, bodyField('description', 'Description')],
})

export const stopTranslation = translationType({
  name: 'stopTranslation',
  heading: 'title',
  fields: [bodyField('narrative', 'Narrative', 'What visitors read or hear at this stop, in this language.')],
})

export const pointOfInterestTranslation = translationType({
  name: 'pointOfInterestTranslation',
  heading: 'name',
  slug: false,
  fields: [plainDescription],
})

/**
 * A short text of the settings in another language: a menu item's label, the banner's message.
 * The item's link and the banner's dates are the same in every language; only the words differ.
 */
const shortTranslation = (name: string, field: 'label' | 'message', title: string, max: number) =>
  defineType({
    name,
    title: 'Translation',
    type: 'object',
    fields: [
      languageField,
      defineField({
        name: field,
        title,
        type: 'string',
        validation: (rule) => [
          rule.required().error(`Write the ${title.toLowerCase()} in this language, or remove this translation.`),
          rule.max(max).warning('Keep it short: long words wrap to several lines on phones.'),
        ],
      }),
    ],
    preview: {
      select: { language: 'language', words: field },
      prepare: ({ language, words }: { language?: string; words?: string }) => ({
        title: text(language)?.toUpperCase() ?? 'No language',
        subtitle: joinParts(text(words)),
      }),
    },
  })

export const menuItemTranslation = shortTranslation('menuItemTranslation', 'label', 'Label', 40)
export const announcementTranslation = shortTranslation('announcementTranslation', 'message', 'Message', 160)

export const translationTypes = [
  menuItemTranslation,
  announcementTranslation,
  siteTranslation,
  neighborhoodTranslation,
  eventTranslation,
  tourTranslation,
  trailTranslation,
  stopTranslation,
  pointOfInterestTranslation,
]

/** The `translations` field of a document whose words are translated with `type`. */
export const translationsField = (
  type: string,
  description = 'The words of this document in the festival’s other languages, one entry per language. An empty field shows the default language’s.',
) =>
  defineField({
    name: 'translations',
    title: 'Translations',
    type: 'array',
    description,
    of: [defineArrayMember({ type })],
    validation: (rule) => rule.custom(oneTranslationPerLanguage),
  })
