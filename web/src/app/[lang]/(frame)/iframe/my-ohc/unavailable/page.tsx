import { redirect } from 'next/navigation'
import { localPath } from '@/platform/http/local-path'
import { UnavailableMessage } from '@/visitors/ui/my-ohc/unavailable-message'
import { databaseReachable } from '@/platform/db/reachable'

// /iframe/my-ohc/unavailable — the same page in the frame layout, its links staying in the frame.
export { metadata } from '../../../../(site)/my-ohc/unavailable/page'
export const dynamic = 'force-dynamic'

export default async function FrameMyOhcUnavailablePage() {
  if (await databaseReachable()) redirect(await localPath('/iframe/my-ohc'))
  return <UnavailableMessage home="/iframe" />
}
