import { defineQuery } from 'next-sanity'

// Who is on the door: every site of `$year` whose edition names hosts, with the addresses. Never
// part of a public answer (the host tool and the operations view read it on the server alone).

export const hostedSitesQuery =
  defineQuery(`*[_type == "site" && count(editions[year == $year && count(hosts) > 0]) > 0] | order(name asc) {
  "id": _id, name, "slug": slug.current,
  "hosts": editions[year == $year][0].hosts,
  "hours": editions[year == $year][0].hours[]{day, date, opens, closes}
}`)

/** Every site of `$year`, for the operations view: names and slugs only. */
export const festivalSitesQuery = defineQuery(`*[_type == "site" && $year in editions[].year] | order(name asc) {
  "id": _id, name, "slug": slug.current
}`)
