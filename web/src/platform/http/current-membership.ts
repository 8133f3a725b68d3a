import { pageViewer } from './viewer'
import type { Membership } from '@/visitors/members/membership'

// For the signed-in pages (my-ohc): the membership of the session making this request, to show
// its level and expiry. Reads the request's cookies, so only dynamic pages may call it — never a
// public, static one. undefined when signed out; a failure reads as "not a member" and is logged.

export interface SessionMembership extends Membership {
  userId: string
  email: string
}

export async function currentMembership(): Promise<SessionMembership | undefined> {
  const { user, membership } = await pageViewer({ onFailure: 'error' })
  return user && { userId: user.id, email: user.email, ...membership }
}
