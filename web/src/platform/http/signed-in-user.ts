import { redirect } from 'next/navigation'
import { loginPath } from '@/visitors/auth/callback'
import { isDatabaseUnavailable } from '@/platform/db/unavailable'
import { MY_OHC_UNAVAILABLE_PATH } from '@/platform/errors/unavailable-page'
import { localPath } from './local-path'
import { pageViewer, type SignedInUser, type Viewer } from './viewer'

// My OHC pages are per request: the session is read from the request's cookie here. A signed-out
// visitor goes to /login with this page as the callback, so the link brings them back to it.
// While the app database is out of reach, the session cannot be read: the visitor goes to the
// page that says My OHC is unavailable (a 503), not to an error page nor to "please sign in".
// Both in the page's language (local-path.ts): `returnTo` is the default language's path.

export type { SignedInUser } from './viewer'

export async function signedInUser(returnTo: string): Promise<SignedInUser> {
  const { user } = await accountViewer(MY_OHC_UNAVAILABLE_PATH)
  if (!user) redirect(await localPath(loginPath(await localPath(returnTo))))
  return user
}

/** The viewer of a My OHC page (no roster read), or a redirect to `unavailablePath` when the database is out of reach. */
export async function accountViewer(unavailablePath: string): Promise<Viewer> {
  try {
    // From the database, not the process's memory: the page's own reads go there next, and this
    // read is how an outage sends the visitor to the unavailable page (a 503), not an error page.
    return await pageViewer({ membership: false, onFailure: 'error', fresh: true })
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    console.error(
      `[my-ohc] the session cannot be read, the app database is out of reach: ${error instanceof Error ? error.message : error}`,
    )
    redirect(await localPath(unavailablePath))
  }
}
