import { defineQuery } from 'next-sanity'
import { festivalFields, siteCardFields } from './home'

// The archive's reads. A year is archived when it is before settings.currentYear; the pages pass
// the current year in, read once through getSettings().

/** Every festival with its headline figures: the year switcher, the years page and its chart. */
export const festivalYearsFiguresQuery = defineQuery(
  `*[_type == "festival"] | order(year desc) {year, title, startDate, endDate, "figures": figures{attendees, visits, sites}}`,
)

/**
 * An archived year's home: its festival, and what took part that year, lean (cards and lists).
 * Members-only events show their venue's site only, as the API does for visitors.
 */
export const archivedYearQuery = defineQuery(`{
  "festival": *[_type == "festival" && year == $year][0]{${festivalFields}},
  "sites": *[_type == "site" && $year in editions[].year] | order(name asc) {${siteCardFields}},
  "events": *[_type == "event" && year == $year] | order(start asc, title asc) {
    title, "slug": slug.current, start, timeZone, membersOnly, cancelled,
    "venue": coalesce(venue.site->name, select(membersOnly != true => venue.name))
  },
  "tours": *[_type == "tour" && kind == "festival" && year == $year] | order(title asc) {
    title, "slug": slug.current, mode, "site": site->{name, "slug": slug.current}
  },
  "trails": *[_type == "trail" && $year in years] | order(title asc) {title, "slug": slug.current, mode, distanceKm}
}`)

// A building with every edition is the live site page's own query (content/sanity/queries/sites.ts,
// siteBySlugQuery), with $year the current year: the same text must not be defined twice.

/** The archived years' sites with their main image, newest year first. */
export const archiveImagesQuery = defineQuery(`*[_type == "festival" && year < $currentYear] | order(year desc) {
  year,
  "sites": *[_type == "site" && ^.year in editions[].year && defined(mainImage.asset)] | order(name asc) {
    name, "slug": slug.current, "image": mainImage{alt, "ref": asset._ref}
  }
}`)
