import { sql, type Kysely } from 'kysely'
import { releaseSeats } from '@/booking/store/capacity'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { sessionOf } from '@/booking/store/session-columns'

// Everything of ours a user owns, deleted together (better-auth's deleteUser hook calls this
// before it deletes the account). One transaction: either all of it goes or none.
export async function deleteUserData(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Items go with their itineraries (ON DELETE CASCADE).
    await trx.deleteFrom('itineraries').where('user_id', '=', userId).execute()
    // Tickets go with their reservations (ON DELETE CASCADE).
    const reservations = await trx.deleteFrom('reservations').where('user_id', '=', userId).returningAll().execute()
    // A deleted reservation gives its seats back, or the places would stay taken by nobody.
    for (const r of reservations) {
      await releaseSeats(trx, { kind: r.target_kind, id: r.target_id, sessionKey: r.session_key }, r.seats)
    }
    // So do the seats an open offer held for them.
    const offers = await trx
      .updateTable('place_offers')
      .set({ state: 'withdrawn', answered_at: toTimestamp(now) })
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .returningAll()
      .execute()
    for (const o of offers) await releaseSeats(trx, sessionOf(o), o.seats)
    // Ballot entries, waitlist places and offers stay, without who made them: a draw's order is
    // over its entry ids and must stay checkable, and the line keeps its order. Each leaves the
    // line; its account becomes 'deleted:<row id>' (unique, as the tables require).
    const anonymous = sql<string>`'deleted:' || id`
    await trx
      .updateTable('ballot_entries')
      .set({ state: 'withdrawn', withdrawn_at: toTimestamp(now) })
      .where('user_id', '=', userId)
      .where('state', 'in', ['entered', 'waitlisted'])
      .execute()
    await trx.updateTable('ballot_entries').set({ user_id: anonymous }).where('user_id', '=', userId).execute()
    await trx
      .updateTable('waitlist_entries')
      .set({ state: 'left', left_at: toTimestamp(now) })
      .where('user_id', '=', userId)
      .where('state', '=', 'waiting')
      .execute()
    await trx.updateTable('waitlist_entries').set({ user_id: anonymous }).where('user_id', '=', userId).execute()
    await trx.updateTable('place_offers').set({ user_id: anonymous }).where('user_id', '=', userId).execute()
    // A host's taps and check-ins are the centre's attendance record: the counts stay, who tapped goes.
    await trx.updateTable('host_reports').set({ user_id: '' }).where('user_id', '=', userId).execute()
    await trx.updateTable('tickets').set({ checked_in_by: '' }).where('checked_in_by', '=', userId).execute()
  })
}
