import { redirect } from 'next/navigation'
import { FRAME_MY_OHC_UNAVAILABLE_PATH } from '@/platform/errors/unavailable-page'
import { localPath } from './local-path'
import { accountViewer } from './signed-in-user'

// The /iframe/my-ohc pages send a signed-out visitor to the frame's own sign-in page (the site's
// /login refuses to be framed), with the frame page as the way back; signed in, they render the
// My OHC page itself. While the app database is out of reach, the frame's "unavailable" page.
// Each in the page's language (local-path.ts).

export async function requireFrameSession(path: string): Promise<void> {
  const { user } = await accountViewer(FRAME_MY_OHC_UNAVAILABLE_PATH)
  if (!user) redirect(await localPath(`/iframe/login?${new URLSearchParams({ callbackURL: await localPath(path) }).toString()}`))
}
