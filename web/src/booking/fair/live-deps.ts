import type { Kysely } from 'kysely'
import { getIdentity } from '@/content/identity'
import { getWaitlistOfferHours } from '@/content/settings'
import type { Database } from '@/platform/db/schema'
import { senderFromEnv } from '@/platform/email'
import { config } from '@/platform/config'
import { loadTarget } from '@/booking/reservations/targets'
import type { PlacesDeps } from './deps'

// The fair-booking services' dependencies as the running site has them: the configured email
// sender and origin, the content loader, and the festival's identity (its time zone among it) and
// offer hold from the settings. One place, so a request and a scheduled job give the same services the same world.

export async function liveDeps(db: Kysely<Database>, now: Date): Promise<PlacesDeps> {
  const [identity, offerHoldHours] = await Promise.all([getIdentity(), getWaitlistOfferHours()])
  const { timeZone } = identity
  return { db, now, sender: senderFromEnv(), from: identity, siteUrl: config().auth.baseURL, load: loadTarget, timeZone, offerHoldHours }
}
