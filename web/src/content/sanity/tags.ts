// Cache tag names, in one place: the fetch layer attaches them, /api/revalidate
// invalidates them from the webhook's document types.
import { DOCUMENT_TYPES, type DocumentTypeName } from '@ohc/schemas/names'

export const TAGS = {
  ...DOCUMENT_TYPES,
  /** Everything: what a local dataset reload or a bulk import invalidates. */
  all: 'content',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

export function tagsFor(...types: DocumentTypeName[]): CacheTag[] {
  return [TAGS.all, ...types]
}
