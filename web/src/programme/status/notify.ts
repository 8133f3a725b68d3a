import type { Kysely } from 'kysely'
import { currentNotices, type PlaceNotice } from '@/content/status'
import { toTimestamp, type Database } from '@/platform/db/schema'
import type { EmailIdentity } from '@/platform/email/identity'
import type { EmailSender } from '@/platform/email/sender'
import { withAuthTables } from '@/platform/db/auth-tables'
import { statusMessage } from './status-email'
import { envelopeOf } from '@/platform/email/identity'

// When a place gets a new live notice, the members who have it in an itinerary (a site, an
// event) or a reservation (an event, a tour session) are emailed, once per notice: a row in
// status_notifications claims each (member, notice) before the email goes, and is given back if
// the email fails, so the next publish tries again.

export interface NotifyDeps {
  db: Kysely<Database>
  sender: EmailSender
  /** Whose emails they are (the settings' title and centre). */
  from: EmailIdentity
  year: number
  siteUrl: string
  timeZone: string
}

const placeKey = ({ place }: PlaceNotice) =>
  place.type === 'tour-session' ? `tour-session:${place.id}:${place.sessionId}` : `${place.type}:${place.id}`

/** The ids of the members a notice concerns. */
async function concerned(db: Kysely<Database>, { place }: PlaceNotice): Promise<string[]> {
  const fromItineraries =
    place.type === 'tour-session'
      ? []
      : await db
          .selectFrom('itinerary_items')
          .innerJoin('itineraries', 'itineraries.id', 'itinerary_items.itinerary_id')
          .select('itineraries.user_id')
          .where('itinerary_items.kind', '=', place.type)
          .where('itinerary_items.ref_id', '=', place.id)
          .execute()
  const fromReservations =
    place.type === 'site'
      ? []
      : await db
          .selectFrom('reservations')
          .select('user_id')
          .where('target_kind', '=', place.type)
          .where('target_id', '=', place.id)
          .$if(place.type === 'tour-session', (q) => q.where('session_key', '=', place.sessionId ?? ''))
          .execute()
  return [...new Set([...fromItineraries, ...fromReservations].map((row) => row.user_id))]
}

/** Emails the members concerned by the current notices of the document `id`; returns how many were sent. */
export async function notifyConcernedMembers(id: string, deps: NotifyDeps): Promise<number> {
  const notices = (await currentNotices(deps.year)).filter((n) => n.place.id === id)
  let sent = 0
  for (const notice of notices) {
    const userIds = await concerned(deps.db, notice)
    if (userIds.length === 0) continue
    const users = await withAuthTables(deps.db).selectFrom('user').select(['id', 'email', 'language']).where('id', 'in', userIds).execute()
    for (const user of users) {
      const claim = { place_key: placeKey(notice), posted_at: notice.postedAt, user_id: user.id }
      const claimed = await deps.db
        .insertInto('status_notifications')
        .values({ ...claim, kind: notice.kind, sent_at: toTimestamp() })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      if (!claimed.numInsertedOrUpdatedRows) continue
      try {
        await deps.sender.send(
          await statusMessage({ ...envelopeOf(deps.from, user), notice, siteUrl: deps.siteUrl, timeZone: deps.timeZone }),
        )
        sent++
      } catch (error) {
        console.error(`[status] the email about ${claim.place_key} to ${user.id} failed:`, error)
        await deps.db
          .deleteFrom('status_notifications')
          .where('place_key', '=', claim.place_key)
          .where('posted_at', '=', claim.posted_at)
          .where('user_id', '=', claim.user_id)
          .execute()
      }
    }
  }
  return sent
}
