import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// Places of no-shows handed out at the door, counted per session for the host tool and the
// operations view. Added with one upsert (`places = places + n`), in the same transaction as the
// tickets it releases, so concurrent runs add each no-show once.

export async function addWalkUpPlaces(
  trx: Pick<Kysely<Database>, 'insertInto'>,
  session: SessionRef,
  places: number,
  noShows: number,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('walk_up_places')
    .values({ ...sessionColumns(session), places, no_shows: noShows, updated_at: toTimestamp(now) })
    .onConflict((oc) =>
      oc.columns(['target_kind', 'target_id', 'session_key']).doUpdateSet((eb) => ({
        places: eb(eb.ref('walk_up_places.places'), '+', eb.ref('excluded.places')),
        no_shows: eb(eb.ref('walk_up_places.no_shows'), '+', eb.ref('excluded.no_shows')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}
