import { getDatabase } from '@/db/database'

// A signed-in user's membership, read from the roster the membership system's CSV import keeps.
// Active when the entry's expiry date is today or later (calendar dates, the festival's zone).

export interface Membership {
  level: string
  expiresOn: string
  active: boolean
}

export async function membershipOf(email: string, today: string): Promise<Membership | null> {
  try {
    const row = await getDatabase().selectFrom('roster_entries').select(['level', 'expires_on']).where('email', '=', email.toLowerCase()).executeTakeFirst()
    if (!row) return null
    return { level: row.level, expiresOn: row.expires_on, active: row.expires_on >= today }
  } catch (error) {
    console.error('Failed to read the membership roster:', error)
    return null
  }
}
