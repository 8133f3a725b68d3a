import type { Metadata } from 'next'
import { UnavailableMessage } from '@/components/my-ohc/unavailable-message'

// Where My OHC sends a signed-in visitor while the app database is out of reach. Static: it needs
// no database. The proxy gives it its 503 (lib/errors/unavailable-response.ts).

export const metadata: Metadata = { title: 'My OHC is unavailable', robots: { index: false } }

export default function MyOhcUnavailablePage() {
  return <UnavailableMessage />
}
