'use client'

import Link from '@/ui/link'
import { useEffect, useState } from 'react'
import { fetchAsMember } from '@/ui/runtime/fetch-as-member'
import { Directions, SiteAddress, type DirectionsWords, type StreetAddress } from './getting-there'

// Where a members-only site is exactly, asked for after the page loads. The page itself is static
// and public, so it shows only an approximate area; the server answers this to members only (a
// 403 for anyone else), so the exact place is never in the page. A signed-out visitor is not asked about.

interface Place {
  address: StreetAddress | null
  location: { lat: number; lng: number }
}

type State = { kind: 'loading' } | { kind: 'member'; place: Place } | { kind: 'visitor' } | { kind: 'failed' }

/** `directions`: the directions' words in the page's language. */
export function MemberLocation({ slug, directions }: { slug: string; directions: DirectionsWords }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchAsMember(`/api/member-content?${new URLSearchParams({ site: slug })}`, controller.signal)
      .then(async (response) => {
        if (!response || response.status === 401 || response.status === 403) return setState({ kind: 'visitor' })
        const place = response.ok ? placeOf(await response.json()) : undefined
        setState(place ? { kind: 'member', place } : { kind: 'failed' })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('The exact location failed to load:', error)
          setState({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [slug])

  if (state.kind === 'loading') return null
  if (state.kind === 'member') {
    return (
      <div data-member-location="">
        {state.place.address ? <SiteAddress address={state.place.address} /> : null}
        <Directions to={state.place.location} words={directions} />
      </div>
    )
  }
  if (state.kind === 'failed') return <p role="status">The exact location couldn’t be loaded just now. Please try again later.</p>
  return (
    <p role="status">
      <Link href={`/login?callbackURL=${encodeURIComponent(`/sites/${slug}`)}`}>Sign in</Link> as a member, or{' '}
      <Link href="/memberships">become a member</Link>, for the address and directions.
    </p>
  )
}

// Checked by hand rather than with zod, which would weigh on the page's JavaScript.
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined)
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function placeOf(body: unknown): Place | undefined {
  const location = field(body, 'location')
  const lat = field(location, 'lat')
  const lng = field(location, 'lng')
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined
  const address = field(body, 'address')
  const street = text(field(address, 'street'))
  return {
    location: { lat, lng },
    address: street ? { street, city: text(field(address, 'city')), postalCode: text(field(address, 'postalCode')) } : null,
  }
}
