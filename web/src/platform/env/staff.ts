import { z } from 'zod'
import { readVariables, type Env } from './read'

// The centre's staff: the addresses that see every site's host tool and the operations view
// (/ops). OHC_STAFF_EMAILS, comma- or space-separated. Unset, and only while email goes to the
// local outbox (no RESEND_API_KEY), the demo address staff@example.org is staff, so a newcomer can
// try /ops; a site that sends real email names its staff or has none.

export const DEMO_STAFF_EMAIL = 'staff@example.org'

export const staffSchema = z.object({
  // Optional. The staff's email addresses, comma- or space-separated.
  OHC_STAFF_EMAILS: z.string().optional(),
})

export interface StaffConfig {
  /** Lower-cased addresses. */
  emails: ReadonlySet<string>
}

export function readStaffConfig(env: Env): StaffConfig {
  const vars = readVariables(staffSchema, env, 'staff')
  const outboxOnly = !env.RESEND_API_KEY?.trim()
  const listed = vars.OHC_STAFF_EMAILS?.split(/[\s,]+/).filter(Boolean) ?? (outboxOnly ? [DEMO_STAFF_EMAIL] : [])
  return { emails: new Set(listed.map((email) => email.toLowerCase())) }
}
