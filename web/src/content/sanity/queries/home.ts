import { defineQuery } from 'next-sanity'

// The home page's reads: the `page` document at path "home", the current festival and the counts
// behind the quick entries, in one round trip. The festival projections are shared with the
// archive's year pages (an archived year's home is that year's festival).

const image = /* groq */ `alt, caption, "ref": asset._ref`

/**
 * A site as a card shows it: the edition of $year gives its badges; its words are in `$lang`
 * (null: the default language's), each falling back on its own, and `untranslated` names those
 * shown in the default language (content/sanity/fragments.ts reads a whole site the same way).
 */
export const siteCardFields = /* groq */ `
  "name": coalesce(translations[defined(language) && language == $lang][0].name, name),
  "slug": coalesce(translations[defined(language) && language == $lang][0].slug.current, slug.current),
  "summary": coalesce(translations[defined(language) && language == $lang][0].summary, summary),
  "neighborhood": coalesce(neighborhood->translations[defined(language) && language == $lang][0].name, neighborhood->name),
  "mainImage": mainImage{${image}},
  "edition": editions[year == $year][0]{membersOnly, memberPriority, newThisYear},
  "untranslated": select($lang == null => [], array::compact([
    select(defined(name) && !defined(translations[defined(language) && language == $lang][0].name) => "name"),
    select(defined(summary) && !defined(translations[defined(language) && language == $lang][0].summary) => "summary")
  ]))
`

/** A festival's own content: hero, figures, sponsors with their tier, partners. */
export const festivalFields = /* groq */ `
  year,
  title,
  startDate,
  endDate,
  intro,
  "heroImage": heroImages[0]{${image}},
  "figures": figures{attendees, visits, sites},
  "sponsors": sponsors[]{tier, ...sponsor->{name, "slug": slug.current, url, "logo": logo{${image}}}},
  "partners": partners[]->{name, "slug": slug.current, url, kind, "logo": logo{${image}}} | order(name asc)
`

export const homeQuery = defineQuery(`{
  "links": *[_type == "settings" && _id == "settings"][0]{title, description, donateUrl, membershipUrl},
  "page": *[_type == "page" && path == "home"][0]{
    title,
    "seo": seo{title, description, "image": image{${image}}},
    "hero": hero{heading, subheading, "image": image{${image}}},
    body
  },
  "festival": *[_type == "festival" && year == $year][0]{
    ${festivalFields},
    "featuredSites": featuredSites[]->{${siteCardFields}}
  },
  "counts": {
    "sites": count(*[_type == "site" && $year in editions[].year]),
    "events": count(*[_type == "event" && year == $year]),
    "tours": count(*[_type == "tour" && (kind == "city" || year == $year)]),
    "neighborhoods": count(*[_type == "neighborhood" && $year in years]),
    "trails": count(*[_type == "trail" && $year in years])
  }
}`)
