import { requireFrameSession } from '@/platform/http/frame-signed-in'
import Page from '../../../../(site)/my-ohc/events/page'

// /iframe/my-ohc/events — the My OHC page in the frame layout; signed out, the frame's sign-in page.
export { generateMetadata } from '../../../../(site)/my-ohc/events/page'
export const dynamic = 'force-dynamic'

export default async function FrameMyEventsPage({ params }: { params: Promise<{ lang: string }> }) {
  await requireFrameSession('/iframe/my-ohc/events')
  return <Page params={params} />
}
