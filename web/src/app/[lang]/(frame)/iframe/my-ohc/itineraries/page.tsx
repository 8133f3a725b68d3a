import { requireFrameSession } from '@/platform/http/frame-signed-in'
import Page from '../../../../(site)/my-ohc/itineraries/page'

// /iframe/my-ohc/itineraries — the My OHC page in the frame layout; signed out, the frame's sign-in page.
export { generateMetadata } from '../../../../(site)/my-ohc/itineraries/page'
export const dynamic = 'force-dynamic'

export default async function FrameMyItinerariesPage(props: Parameters<typeof Page>[0]) {
  await requireFrameSession('/iframe/my-ohc/itineraries')
  return <Page {...props} />
}
