import type { Kysely } from 'kysely'
import { releaseSeats } from './capacity'
import type { Database } from './schema'

// Everything of ours a user owns, deleted together (better-auth's deleteUser hook calls this
// before it deletes the account). One transaction: either all of it goes or none.
export async function deleteUserData(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Items go with their itineraries (ON DELETE CASCADE).
    await trx.deleteFrom('itineraries').where('user_id', '=', userId).execute()
    const reservations = await trx.deleteFrom('reservations').where('user_id', '=', userId).returningAll().execute()
    // A deleted reservation gives its seats back, or the places would stay taken by nobody.
    for (const r of reservations) {
      await releaseSeats(trx, { kind: r.target_kind, id: r.target_id, sessionKey: r.session_key }, r.seats)
    }
    // A host's taps are the centre's attendance record: the counts stay, who tapped goes.
    await trx.updateTable('host_reports').set({ user_id: '' }).where('user_id', '=', userId).execute()
  })
}
