import type { Words } from '@/platform/i18n/catalogues'

// A site's category as a visitor reads it, in the page's language (the catalogue's `site.category`).

/** A stored category's title in the words' language; an unknown value as it is. */
export function categoryIn(value: string, t: Words<'site'>): string {
  const key = `category.${value}` as 'category.residential'
  return t.has(key) ? t(key) : value
}
