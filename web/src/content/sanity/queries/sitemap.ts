import { defineQuery } from 'next-sanity'

// The paths sitemap.xml lists: this year's sites, events, tours (city tours run all year),
// neighborhoods, every stop, the centre's pages and the archived festival years; and the events
// tours and stops whose translations have slugs of their own, for their addresses in each language.

export const sitemapQuery = defineQuery(`{
  "sites": *[_type == "site" && $year in editions[].year && defined(slug.current)] | order(slug.current asc).slug.current,
  "events": *[_type == "event" && year == $year && defined(slug.current)] | order(slug.current asc).slug.current,
  "tours": *[_type == "tour" && (kind == "city" || year == $year) && defined(slug.current)] | order(slug.current asc).slug.current,
  "neighborhoods": *[_type == "neighborhood" && $year in years && defined(slug.current)] | order(slug.current asc).slug.current,
  "stops": *[_type == "stop" && defined(slug.current)] | order(slug.current asc).slug.current,
  "pages": *[_type == "page" && defined(path)] | order(path asc).path,
  "archivedYears": *[_type == "festival" && year < $year] | order(year desc).year,
  "translatedSlugs": *[((_type == "event" && year == $year) || (_type == "tour" && (kind == "city" || year == $year)) || _type == "stop") && defined(slug.current) && count(translations[defined(language) && defined(slug.current)]) > 0]{
    "base": select(_type == "event" => "/events", _type == "stop" => "/stops", "/tours"), "slug": slug.current, "translations": translations[defined(language) && defined(slug.current)]{language, "slug": slug.current}
  }
}`)
