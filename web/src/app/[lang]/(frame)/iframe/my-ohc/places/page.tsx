import { requireFrameSession } from '@/platform/http/frame-signed-in'
import Page from '../../../../(site)/my-ohc/places/page'

// /iframe/my-ohc/places — the My OHC page in the frame layout; signed out, the frame's sign-in page.
export { generateMetadata } from '../../../../(site)/my-ohc/places/page'
export const dynamic = 'force-dynamic'

export default async function FrameMyPlacesPage({ params }: { params: Promise<{ lang: string }> }) {
  await requireFrameSession('/iframe/my-ohc/places')
  return <Page params={params} />
}
