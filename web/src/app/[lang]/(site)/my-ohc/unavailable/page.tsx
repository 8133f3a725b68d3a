import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { localPath } from '@/platform/http/local-path'
import { UnavailableMessage } from '@/visitors/ui/my-ohc/unavailable-message'
import { databaseReachable } from '@/platform/db/reachable'

// Where My OHC sends a signed-in visitor while the app database is out of reach. The proxy gives
// it its 503 (platform/errors/unavailable-response.ts). Once the database answers again, a visitor who
// comes back here (a bookmark, the back button) is sent on to My OHC itself.

export const metadata: Metadata = { title: 'My OHC is unavailable', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function MyOhcUnavailablePage() {
  if (await databaseReachable()) redirect(await localPath('/my-ohc'))
  return <UnavailableMessage />
}
