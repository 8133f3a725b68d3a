import { defineQuery } from 'next-sanity'
import {
  eventFields,
  meetingPointIsMembersOnly,
  neighborhoodFields,
  pointOfInterestFields,
  siteFields,
  slugsByLanguage,
  stopLocation,
  tourFields,
  trailFields,
  venueIsMembersOnly,
} from '../fragments'

// The programme pages' reads: an event, a tour, a neighborhood with its sites, a stop with its
// trails — each found by its slug. `$member` withholds members-only details inside the query
// (the public pages always pass false); lists come from the collections of src/content/collections.ts.

// An event's description says where to meet (its address): withheld like the venue's address,
// when the event, or the site it is at, is for members.
export const eventBySlugQuery = defineQuery(`*[_type == "event" && (slug.current == $slug || $slug in translations[].slug.current)][0]{
  "id": _id, "fields": {${eventFields}, "description": select((membersOnly == true || ${venueIsMembersOnly}) && !$member => null, coalesce(translations[defined(language) && language == $lang][0].description, description))},
  ${slugsByLanguage}
}`)

/**
 * City tours run all year; a festival site tour only in its own year. Found by any language's
 * slug; its description is withheld like the event's.
 */
export const tourBySlugQuery =
  defineQuery(`*[_type == "tour" && (slug.current == $slug || $slug in translations[].slug.current) && (kind == "city" || year == $year)][0]{
  "id": _id, "fields": {${tourFields}, "description": select((membersOnly == true || ${meetingPointIsMembersOnly}) && !$member => null, coalesce(translations[defined(language) && language == $lang][0].description, description))},
  ${slugsByLanguage}
}`)

/** The neighborhood and its live sites (those with an edition for `$year`), by name. */
export const neighborhoodBySlugQuery = defineQuery(`*[_type == "neighborhood" && slug.current == $slug][0]{
  "id": _id,
  "fields": {${neighborhoodFields}},
  "sites": *[_type == "site" && neighborhood._ref == ^._id && $year in editions[].year] | order(name asc) {
    "id": _id, "fields": {${siteFields}}
  }
}`)

/** A stop (by any language's slug), what it stands for, and the trails of `$year` that pass it (their stops in order). */
export const stopBySlugQuery = defineQuery(`*[_type == "stop" && (slug.current == $slug || $slug in translations[].slug.current)][0]{
  "id": _id,
  "fields": {
    "title": coalesce(translations[defined(language) && language == $lang][0].title, title),
    "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
    "location": ${stopLocation},
    "site": site->{"id": _id, "name": coalesce(translations[defined(language) && language == $lang][0].name, name), "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current), "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary)},
    "pointOfInterest": pointOfInterest->{${pointOfInterestFields}},
    "narrative": coalesce(translations[defined(language) && language == $lang][0].narrative, narrative),
    "images": images[]{alt, caption, "ref": asset._ref},
    "untranslated": select($lang == null => [], array::compact([
    select(defined(title) && !defined(translations[defined(language) && language == $lang][0].title) => "title"),
    select(defined(narrative) && !defined(translations[defined(language) && language == $lang][0].narrative) => "narrative")
  ]))
  },
  "trails": *[_type == "trail" && references(^._id) && $year in years] | order(title asc) {
    "id": _id, "fields": {${trailFields}}
  },
  ${slugsByLanguage}
}`)
