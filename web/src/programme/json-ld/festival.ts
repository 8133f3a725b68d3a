import type { Festival } from '@/content/records/home'
import { absoluteUrl, type JsonLdObject } from '@/platform/seo'

// The festival as a schema.org Festival (an Event): its dates, that it is free, and where (the
// city, as the festival takes place across it).

export function festivalJsonLd(
  festival: Festival,
  { url, organizer, description }: { url: string; organizer: string; description?: string },
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
    location: {
      '@type': 'Place',
      name: 'Chicago',
      address: { '@type': 'PostalAddress', addressLocality: 'Chicago', addressRegion: 'IL', addressCountry: 'US' },
    },
    organizer: { '@type': 'Organization', name: organizer },
    ...(festival.heroImage ? { image: absoluteUrl(festival.heroImage.url) } : {}),
  }
}
