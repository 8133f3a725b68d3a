import { requireFrameSession } from '@/platform/http/frame-signed-in'
import Page from '../../../../(site)/my-ohc/site-tours/page'

// /iframe/my-ohc/site-tours — the My OHC page in the frame layout; signed out, the frame's sign-in page.
export { generateMetadata } from '../../../../(site)/my-ohc/site-tours/page'
export const dynamic = 'force-dynamic'

export default async function FrameMySiteToursPage({ params }: { params: Promise<{ lang: string }> }) {
  await requireFrameSession('/iframe/my-ohc/site-tours')
  return <Page params={params} />
}
