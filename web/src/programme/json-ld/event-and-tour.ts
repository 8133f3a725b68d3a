import type { JsonLdObject } from '@/platform/seo'
import type { EventPage, TourPage } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import type { Identity } from '@/content/identity'

// schema.org descriptions of events and tours for search engines, built from the same
// records the page shows — members-only details are already withheld in them.

type Thing = JsonLdObject

/** What the descriptions take from the settings. */
type SiteFacts = Pick<Identity, 'title' | 'currency'>

function place(venue: EventPage['fields']['venue'], origin: string): Thing | undefined {
  if (!venue) return undefined
  return {
    '@type': 'Place',
    name: venue.name ?? venue.site?.name,
    ...(venue.address ? { address: venue.address } : {}),
    // A venue at a members-only site has an approximate point for a visitor: not its position.
    ...(venue.location && !venue.location.approximate
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.location.lat, longitude: venue.location.lng } }
      : {}),
    ...(venue.site?.slug ? { url: `${origin}/sites/${venue.site.slug}` } : {}),
  }
}

/** `site`: the settings' title (the organiser named) and currency. */
export function eventJsonLd({ fields }: EventPage, origin: string, site: SiteFacts): Thing {
  const url = `${origin}/events/${fields.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: fields.title,
    url,
    startDate: fields.start,
    ...(fields.end ? { endDate: fields.end } : {}),
    eventStatus: fields.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(fields.summary ? { description: fields.summary } : {}),
    ...(fields.image ? { image: `${origin}${fields.image.url}` } : {}),
    location: place(fields.venue, origin),
    isAccessibleForFree: fields.isFree,
    offers: {
      '@type': 'Offer',
      price: fields.isFree ? 0 : (fields.price ?? undefined),
      priceCurrency: site.currency,
      url: fields.ticketUrl ?? url,
      availability: fields.cancelled ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    },
    organizer: { '@type': 'Organization', name: site.title, url: origin },
  }
}

/** A city tour is a TouristTrip; a festival site tour's dated sessions are Events of it. */
export function tourJsonLd({ fields }: TourPage, origin: string, site: SiteFacts): Thing {
  const url = `${origin}/tours/${fields.slug}`
  const offers = fields.priceTiers.map((tier) => ({
    '@type': 'Offer',
    name: tier.label,
    price: tier.amount,
    priceCurrency: site.currency,
    description: formatPrice(tier.amount, site.currency),
    ...(fields.ticketUrl ? { url: fields.ticketUrl } : {}),
  }))
  const meeting = fields.meetingPoint ? place(fields.meetingPoint, origin) : undefined
  const trip: Thing = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: fields.title,
    url,
    ...(fields.summary ? { description: fields.summary } : {}),
    ...(fields.image ? { image: `${origin}${fields.image.url}` } : {}),
    ...(offers.length ? { offers } : {}),
    provider: { '@type': 'Organization', name: site.title, url: origin },
  }
  if (fields.sessions.length === 0) return trip
  return {
    ...trip,
    subjectOf: fields.sessions.map((session) => ({
      '@type': 'Event',
      name: fields.title,
      startDate: session.start,
      ...(fields.durationMinutes ? { endDate: new Date(Date.parse(session.start) + fields.durationMinutes * 60_000).toISOString() } : {}),
      location: meeting,
      maximumAttendeeCapacity: session.capacity,
      isAccessibleForFree: fields.priceTiers.every((t) => t.amount === 0),
      eventStatus: 'https://schema.org/EventScheduled',
    })),
  }
}
