import { festivalTimeZone } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { isActive, membershipOfUser } from './membership'
import { now } from '@/platform/clock'

// A signed-in user's membership for the My OHC page, through the same rule that decides what
// members see (visitors/members/membership.ts: a VERIFIED email on a roster entry not yet expired, by the
// festival's calendar day) and the same clock, so the page never says "member" when the content
// API would not treat them as one.

export interface Membership {
  level: string
  expiresOn: string
  active: boolean
}

export async function membershipOf(userId: string): Promise<Membership | null> {
  try {
    const timeZone = await festivalTimeZone()
    const membership = await membershipOfUser(getDatabase(), userId, now(), timeZone)
    if (!membership.level || !membership.expiresOn) return null
    // A current roster entry on an unverified address does not make a member: say nothing of it
    // rather than "your membership ended".
    if (!membership.member && isActive(membership.expiresOn, now(), timeZone)) return null
    return { level: membership.level, expiresOn: membership.expiresOn, active: membership.member }
  } catch (error) {
    console.error('Failed to read the membership roster:', error)
    return null
  }
}
