import { redirect } from 'next/navigation'
import { pageViewer } from '@/server/viewer'

// The /iframe/my-ohc pages send a signed-out visitor to the frame's own sign-in page (the site's
// /login refuses to be framed), with the frame page as the way back; signed in, they render the
// My OHC page itself.

export async function requireFrameSession(path: string): Promise<void> {
  const { user } = await pageViewer({ membership: false, onFailure: 'error' })
  if (!user) redirect(`/iframe/login?${new URLSearchParams({ callbackURL: path }).toString()}`)
}
