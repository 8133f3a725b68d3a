import type { JsonLdObject } from '@/platform/seo/json-ld'
import { absoluteUrl } from '@/platform/seo/site-url'
import type { SiteDetail } from '@/content/sites'

// schema.org TouristAttraction for a site page: position and address (only when the query did
// not withhold them: a members-only site's approximate point is not its position), and the
// festival days' opening hours.

// Hours are wall-clock times in the festival's time zone (schema.org has no field for the zone).
export function siteJsonLd(site: SiteDetail): JsonLdObject {
  const hours = site.edition?.hours ?? []
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: site.name,
    url: absoluteUrl(`/sites/${site.slug}`),
    description: site.summary,
    image: site.mainImage ? absoluteUrl(site.mainImage.url) : undefined,
    geo: site.location.approximate ? undefined : { '@type': 'GeoCoordinates', latitude: site.location.lat, longitude: site.location.lng },
    address: site.address
      ? {
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          postalCode: site.address.postalCode,
          addressRegion: 'IL',
          addressCountry: 'US',
        }
      : undefined,
    isAccessibleForFree: true,
    publicAccess: site.edition ? !site.edition.membersOnly : undefined,
    openingHoursSpecification: hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: h.date,
      validThrough: h.date,
      opens: h.opens,
      closes: h.closes,
    })),
  }
}
