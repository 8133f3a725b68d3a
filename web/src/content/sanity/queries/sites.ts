import { defineQuery } from 'next-sanity'
import { siteDetailFields } from '../fragments'

// Site pages address a building by its slug. `$year` picks the edition shown (the current year);
// `$member` withholds members-only details (address, visitor experience) inside the query. A slug
// of any language finds the building (a translation may have its own); `$lang` picks the words.

export const siteBySlugQuery = defineQuery(`*[_type == "site" && (slug.current == $slug || $slug in translations[].slug.current)][0]{
  "id": _id, "fields": {${siteDetailFields}}
}`)

/** The slugs of this year's sites, for prebuilding their pages. */
export const siteSlugsQuery = defineQuery(`*[_type == "site" && $year in editions[].year && defined(slug.current)].slug.current`)
