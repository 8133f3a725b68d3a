import { headers } from 'next/headers'
import { getAuth } from '../auth/server'
import { getDatabase } from '../db/database'
import { now } from '../reservations/clock'
import { membershipOfUser, NOT_A_MEMBER, type Membership } from './membership'

// For the signed-in pages (my-ohc): the membership of the session making this request, to show
// its level and expiry. Reads the request's cookies, so only dynamic pages may call it — never a
// public, static one. undefined when signed out; a failure reads as "not a member" and is logged.

export interface SessionMembership extends Membership {
  userId: string
  email: string
}

export async function currentMembership(): Promise<SessionMembership | undefined> {
  const session = await getAuth().api.getSession({ headers: await headers() })
  if (!session) return undefined
  const base = { userId: session.user.id, email: session.user.email }
  try {
    return { ...base, ...(await membershipOfUser(getDatabase(), session.user.id, now())) }
  } catch (error) {
    console.error(`[members] reading the membership failed: ${error instanceof Error ? error.message : error}`)
    return { ...base, ...NOT_A_MEMBER }
  }
}
