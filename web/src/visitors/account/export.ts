import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { userPlaces } from '@/booking/store/user-places'
import { reservationView } from '@/booking/reservations/views'
import type { TargetLabel } from '@/booking/reservations/targets'
import { isoTime, isTrue, withAuthTables } from '@/platform/db/auth-tables'
import { membershipOfUser } from '@/visitors/members/membership'

// Everything the site holds about one user, for "download my data": the profile, the sessions
// (when and from where — never their tokens, which would let the file's reader sign in), the
// itineraries with their items, the reservations, ballot entries, offers, waitlist places and
// tickets, and the roster entry of their email.

export async function userDataExport(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  timeZone: string,
  labels: (ids: string[]) => Promise<Map<string, TargetLabel>>,
) {
  const auth = withAuthTables(db)
  const user = await auth
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'language', 'createdAt', 'updatedAt'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  const sessions = await auth
    .selectFrom('session')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute()
  const itineraries = await db.selectFrom('itineraries').selectAll().where('user_id', '=', userId).orderBy('created_at').execute()
  const items = itineraries.length
    ? await db
        .selectFrom('itinerary_items')
        .selectAll()
        .where(
          'itinerary_id',
          'in',
          itineraries.map((i) => i.id),
        )
        .orderBy('position')
        .execute()
    : []
  const reservations = await db.selectFrom('reservations').selectAll().where('user_id', '=', userId).orderBy('created_at').execute()
  const places = await userPlaces(db, userId)
  const titles = await labels([...new Set(reservations.map((r) => r.target_id))])
  const roster = await db
    .selectFrom('roster_entries')
    .select(['email', 'level', 'expires_on', 'imported_at'])
    .where('email', '=', user.email.toLowerCase())
    .executeTakeFirst()
  const membership = await membershipOfUser(db, userId, now, timeZone)
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: isTrue(user.emailVerified),
      /** The language chosen for the member's emails; null: the festival's default. */
      language: user.language ?? null,
      createdAt: isoTime(user.createdAt),
      updatedAt: isoTime(user.updatedAt),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: isoTime(s.createdAt),
      updatedAt: isoTime(s.updatedAt),
      expiresAt: isoTime(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    itineraries: itineraries.map((i) => ({
      id: i.id,
      name: i.name,
      shared: i.share_token !== null,
      // Whether calendar apps may poll it. The address is a credential, kept out of a file that may be passed around, as the share link is.
      calendarSubscribed: i.calendar_token !== null,
      createdAt: i.created_at,
      updatedAt: i.updated_at,
      items: items
        .filter((item) => item.itinerary_id === i.id)
        .map((item) => ({
          id: item.id,
          kind: item.kind,
          refId: item.ref_id,
          day: item.day,
          note: item.note,
          position: Number(item.position),
        })),
    })),
    reservations: reservations.map((r) => reservationView(r, titles.get(r.target_id))),
    ballotEntries: places.entries.map((e) => ({
      id: e.id,
      kind: e.target_kind,
      targetId: e.target_id,
      sessionKey: e.session_key,
      party: Number(e.party),
      member: Number(e.member) === 1,
      state: e.state,
      position: e.position === null ? null : Number(e.position),
      enteredAt: e.entered_at,
      withdrawnAt: e.withdrawn_at,
    })),
    offers: places.offers.map((o) => ({
      id: o.id,
      kind: o.target_kind,
      targetId: o.target_id,
      sessionKey: o.session_key,
      seats: Number(o.seats),
      state: o.state,
      offeredAt: o.offered_at,
      expiresAt: o.expires_at,
      answeredAt: o.answered_at,
    })),
    waitlist: places.waitlist.map((w) => ({
      id: w.id,
      kind: w.target_kind,
      targetId: w.target_id,
      sessionKey: w.session_key,
      party: Number(w.party),
      state: w.state,
      joinedAt: w.joined_at,
      leftAt: w.left_at,
    })),
    tickets: places.tickets.map((t) => ({
      id: t.id,
      reservationId: t.reservation_id,
      issuedAt: t.issued_at,
      checkedInAt: t.checked_in_at,
      releasedAt: t.released_at,
    })),
    membership: {
      ...membership,
      roster: roster ? { email: roster.email, level: roster.level, expiresOn: roster.expires_on, importedAt: roster.imported_at } : null,
    },
  }
}
