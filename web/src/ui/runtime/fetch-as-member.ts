import { currentUser } from '@/visitors/auth/session.client'

/**
 * A members-only request, made only for a signed-in visitor: undefined when signed out, whose
 * answer could only be a 401 (an error in the visitor's console for nothing). The page's session
 * store already knows, so this costs no request.
 */
export async function fetchAsMember(url: string, signal: AbortSignal): Promise<Response | undefined> {
  const user = await currentUser()
  if (!user || signal.aborted) return undefined
  return fetch(url, { signal, credentials: 'same-origin' })
}
