import type { DocumentActionComponent, NewDocumentOptionsResolver, TemplateResolver } from 'sanity'
import type { StructureResolver } from 'sanity/structure'
import { DOCUMENT_TYPES } from '@ohc/schemas'

// Settings is one document with a fixed id: editors open it, never create, duplicate or delete it.
export const SETTINGS_ID = 'settings'
const SINGLETON_TYPES = new Set<string>([DOCUMENT_TYPES.settings])
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Settings')
        .id(SETTINGS_ID)
        .child(S.document().schemaType(DOCUMENT_TYPES.settings).documentId(SETTINGS_ID).title('Settings')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? '')),
    ])

/** Drops singletons from the "create new" templates, so the global new-document menu omits them. */
export const templates: TemplateResolver = (previous) =>
  previous.filter((template) => !SINGLETON_TYPES.has(template.schemaType))

/** Belt and braces: also filter the new-document options any plugin might add back. */
export const newDocumentOptions: NewDocumentOptionsResolver = (previous) =>
  previous.filter((item) => !SINGLETON_TYPES.has(item.templateId))

export const singletonActions = (
  previous: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] =>
  SINGLETON_TYPES.has(schemaType)
    ? previous.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
    : previous
