import { redirect } from 'next/navigation'
import { loginPath } from '@/auth/callback'
import { pageViewer } from '@/server/viewer'

// My OHC pages are per request: the session is read from the request's cookie here. A signed-out
// visitor goes to /login with this page as the callback, so the link brings them back to it.

export interface SignedInUser {
  id: string
  name: string
  email: string
}

export async function signedInUser(returnTo: string): Promise<SignedInUser> {
  const { user } = await pageViewer({ membership: false, onFailure: 'error' })
  if (!user) redirect(loginPath(returnTo))
  return user
}
