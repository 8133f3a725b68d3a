import { defineArrayMember, defineField, defineType } from 'sanity'
import { bodyField } from '../fields'
import { joinParts, text } from '../preview'
import { oneTranslationPerLanguage, validLanguage } from '../validation'

// A document's words in the festival's other languages sit beside the default language's, field
// by field, on the same document (docs/decisions/content.md, "Translated content"): the building,
// its map point, pictures and years are one fact in every language, so only the words are kept
// per language, and a field left empty falls back to the default language's.

const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  description: 'One of the languages in Settings → City and languages → Other languages, such as es.',
  validation: (rule) => [rule.required().error('Enter the language of this translation, such as es.'), rule.custom(validLanguage)],
})

/** A slug of the translated name: the page address in that language. */
const translatedSlug = defineField({
  name: 'slug',
  title: 'Slug in this language',
  type: 'slug',
  description: 'The last part of the page address in this language. Leave empty to keep the default language’s.',
  options: { source: (_document, context) => (context.parent as { name?: string } | undefined)?.name ?? '', maxLength: 96 },
})

const preview = {
  select: { language: 'language', name: 'name' },
  prepare: ({ language, name }: { language?: string; name?: string }) => ({
    title: text(language)?.toUpperCase() ?? 'No language',
    subtitle: joinParts(text(name)),
  }),
}

export const siteTranslation = defineType({
  name: 'siteTranslation',
  title: 'Translation',
  type: 'object',
  fields: [
    languageField,
    defineField({ name: 'name', title: 'Name', type: 'string', description: 'Leave empty when the name is the same in this language.' }),
    translatedSlug,
    defineField({ name: 'style', title: 'Architectural style', type: 'string' }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(300).error('Keep the summary to 300 characters; the description has room for more.'),
    }),
    bodyField('description', 'Description'),
  ],
  preview,
})

export const neighborhoodTranslation = defineType({
  name: 'neighborhoodTranslation',
  title: 'Translation',
  type: 'object',
  fields: [
    languageField,
    defineField({ name: 'name', title: 'Name', type: 'string', description: 'Leave empty when the name is the same in this language.' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4 }),
  ],
  preview,
})

/** The `translations` field of a document whose words are translated with `type`. */
export const translationsField = (type: string) =>
  defineField({
    name: 'translations',
    title: 'Translations',
    type: 'array',
    description:
      'The words of this document in the festival’s other languages, one entry per language. An empty field shows the default language’s.',
    of: [defineArrayMember({ type })],
    validation: (rule) => rule.custom(oneTranslationPerLanguage),
  })
