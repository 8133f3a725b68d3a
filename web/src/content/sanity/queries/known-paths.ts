import { defineQuery } from 'next-sanity'

// Every slug and path a page route could serve, of any year (a superset of what the pages
// accept): the proxy's index for telling an unknown address before the page is rendered
// (platform/errors/known-paths.ts). A slug of any language, since a page's address in another
// language may use its translation's.

export const knownPathsQuery = defineQuery(`{
  "sites": *[_type == "site" && defined(slug.current)].slug.current + *[_type == "site"].translations[defined(slug.current)].slug.current,
  "events": *[_type == "event" && defined(slug.current)].slug.current + *[_type == "event"].translations[defined(slug.current)].slug.current,
  "tours": *[_type == "tour" && defined(slug.current)].slug.current + *[_type == "tour"].translations[defined(slug.current)].slug.current,
  "neighborhoods": *[_type == "neighborhood" && defined(slug.current)].slug.current + *[_type == "neighborhood"].translations[defined(slug.current)].slug.current,
  "stops": *[_type == "stop" && defined(slug.current)].slug.current + *[_type == "stop"].translations[defined(slug.current)].slug.current,
  "pages": *[_type == "page" && defined(path)].path,
  "years": *[_type == "festival" && defined(year)].year
}`)
