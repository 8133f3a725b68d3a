import type { Kysely } from 'kysely'
import { findDraw } from '@/booking/store/ballot-draws'
import { drawnEntries } from '@/booking/store/ballot-entries'
import type { Database } from '@/platform/db/schema'
import type { SessionRef } from '@/booking/store/session-columns'
import type { PublishedDraw } from '@/booking/draw/verify'

// What is published of a drawn ballot, enough for anyone to redo it (booking/draw/verify.ts, and the
// shell commands in docs/fair-booking.md): the seed and its hash, the places and members' share,
// and every entry by its id with party, membership at entry and position. No names, no accounts.

export interface DrawPublication extends PublishedDraw {
  drawnAt: string
  committedAt: string
}

/** The draw as published; undefined until the session has been drawn. */
export async function publishedDraw(db: Kysely<Database>, session: SessionRef): Promise<DrawPublication | undefined> {
  const draw = await findDraw(db, session)
  if (!draw?.drawn_at) return undefined
  const entries = await drawnEntries(db, session)
  return {
    seedHash: draw.seed_hash,
    seed: draw.seed,
    committedAt: draw.committed_at,
    drawnAt: draw.drawn_at,
    places: Number(draw.places),
    membersShare: Number(draw.members_share),
    entries: entries.map((e) => ({ id: e.id, party: Number(e.party), member: Number(e.member) === 1 })),
    order: entries.map((e) => e.id),
    winners: entries.filter((e) => e.state === 'won').map((e) => e.id),
  }
}
