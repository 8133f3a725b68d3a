import type { LatLng } from '@/kernel/geo'

// The address and directions of a site's "Getting there": rendered on the server for a site open
// to all, and in the browser for a member once the exact place of a members-only site arrives.

export interface StreetAddress {
  street?: string
  city?: string
  postalCode?: string
}

export function SiteAddress({ address }: { address: StreetAddress }) {
  if (!address.street) return null
  return (
    <address>
      {address.street}
      {address.city ? `, ${address.city}` : ''} {address.postalCode}
    </address>
  )
}

/** The two links' words, in the page's language (the catalogue's `site` words). */
export interface DirectionsWords {
  transit: string
  osm: string
}

/** Directions to the exact point; never to an approximate one, which would lead to the wrong door. */
export function Directions({ to: { lat, lng }, words }: { to: LatLng; words: DirectionsWords }) {
  return (
    <p className="cluster">
      <a className="button secondary" href={`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}&travelmode=transit`}>
        {words.transit}
      </a>
      <a className="button quiet" href={`https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`}>
        {words.osm}
      </a>
    </p>
  )
}
