import type { Identity } from '@/content/identity'
import type { Festival } from '@/content/records/home'
import { absoluteUrl, type JsonLdObject } from '@/platform/seo'

// The festival as a schema.org Festival (an Event): its dates, that it is free, and where (the
// settings' city, as the festival takes place across it; left out when the settings name none).

export function festivalJsonLd(
  festival: Festival,
  { url, organizer, place, description }: { url: string; organizer: string; place: Identity['place']; description?: string },
): JsonLdObject | null {
  if (!festival.startDate) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Festival',
    name: festival.title ?? `${organizer} ${festival.year}`,
    startDate: festival.startDate,
    endDate: festival.endDate ?? festival.startDate,
    description: festival.intro ?? description,
    url: absoluteUrl(url),
    isAccessibleForFree: true,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place.city
      ? {
          location: {
            '@type': 'Place',
            name: place.city,
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.city,
              ...(place.region ? { addressRegion: place.region } : {}),
              ...(place.country ? { addressCountry: place.country } : {}),
            },
          },
        }
      : {}),
    organizer: { '@type': 'Organization', name: organizer },
    ...(festival.heroImage ? { image: absoluteUrl(festival.heroImage.url) } : {}),
  }
}
