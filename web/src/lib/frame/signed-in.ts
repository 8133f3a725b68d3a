import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getAuth } from '@/auth/server'

// The /iframe/my-ohc pages send a signed-out visitor to the frame's own sign-in page (the site's
// /login refuses to be framed), with the frame page as the way back; signed in, they render the
// My OHC page itself.

export async function requireFrameSession(path: string): Promise<void> {
  const session = await getAuth().api.getSession({ headers: await headers() })
  if (!session) redirect(`/iframe/login?${new URLSearchParams({ callbackURL: path }).toString()}`)
}
