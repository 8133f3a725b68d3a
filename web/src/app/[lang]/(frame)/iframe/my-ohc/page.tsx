import { requireFrameSession } from '@/platform/http/frame-signed-in'
import Page from '../../../(site)/my-ohc/page'

// /iframe/my-ohc — the My OHC page in the frame layout; signed out, the frame's sign-in page.
export { generateMetadata } from '../../../(site)/my-ohc/page'
export const dynamic = 'force-dynamic'

export default async function FrameMyOhcPage({ params }: { params: Promise<{ lang: string }> }) {
  await requireFrameSession('/iframe/my-ohc')
  return <Page params={params} />
}
