import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { loginPath } from '@/auth/callback'
import { getAuth } from '@/auth/server'

// My OHC pages are per request: the session is read from the request's cookie here. A signed-out
// visitor goes to /login with this page as the callback, so the link brings them back to it.

export interface SignedInUser {
  id: string
  name: string
  email: string
}

export async function signedInUser(returnTo: string): Promise<SignedInUser> {
  const session = await getAuth().api.getSession({ headers: await headers() })
  if (!session) redirect(loginPath(returnTo))
  return { id: session.user.id, name: session.user.name ?? '', email: session.user.email }
}
