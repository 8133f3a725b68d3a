import { festivalSites } from '@/content/hosts'
import { getSettings } from '@/content/settings'
import type { DoorSession } from '@/door/hosts/wire'
import { loadTargets, type ReservableTarget } from '@/booking/reservations/targets'
import { calendarDay } from '@/kernel/time'
import type { PlacesDeps } from '@/booking/fair/deps'
import { figuresOfTargets } from '@/booking/fair/session-figures'
import { sessionKeyOf } from '@/booking/store/session-columns'
import { undoneBySession } from '@/door/store/check-in-undos'

// The sessions of tours and events as the door sees them: places booked, tickets checked in,
// no-shows released and the walk-up places they left, and check-ins staff undid. For the host tool (today's sessions at one
// site) and the operations view (a day's, or the whole festival's, at every site).

/** Every session of the targets, by start then title; only those on `day` (YYYY-MM-DD in `timeZone`) when given. */
export async function doorSessions(
  deps: Pick<PlacesDeps, 'db'>,
  targets: readonly ReservableTarget[],
  options: { day?: string; timeZone: string },
): Promise<DoorSession[]> {
  const { day, timeZone } = options
  const onDay = day ? targets.filter((t) => t.sessions.some((s) => calendarDay(new Date(s.start), timeZone) === day)) : targets
  const [figures, undoneRows] = await Promise.all([figuresOfTargets(deps, onDay), undoneBySession(deps.db)])
  const undone = new Map(undoneRows.map((row) => [sessionKeyOf(row), row.undone]))
  return figures
    .flatMap(({ target, sessions }) =>
      sessions.flatMap((f): DoorSession[] => {
        if (day && calendarDay(new Date(f.start), timeZone) !== day) return []
        const session = target.sessions.find((s) => s.key === f.key)
        return [
          {
            kind: target.kind,
            targetId: target.id,
            sessionKey: f.key,
            title: target.title,
            start: new Date(f.start).toISOString(),
            siteId: target.siteId,
            cancelled: target.cancelled || Boolean(session?.cancelled),
            capacity: f.capacity ?? 0,
            booked: f.reservedSeats,
            tickets: f.reservations,
            checkedIn: f.checkedIn,
            checkedInPlaces: f.checkedInSeats,
            noShows: f.noShows,
            walkUps: f.walkUps,
            placesLeft: f.placesLeft ?? 0,
            checkInsUndone: undone.get(sessionKeyOf({ kind: target.kind, id: target.id, sessionKey: f.key })) ?? 0,
          },
        ]
      }),
    )
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime() || a.title.localeCompare(b.title))
}

/** The sessions at a site's door on a festival day (the host tool's list), this year's tours and events. */
export async function sessionsAtSite(deps: Pick<PlacesDeps, 'db'>, siteId: string, today: { day: string; timeZone: string }) {
  const { currentYear } = await getSettings()
  return doorSessions(deps, await loadTargets(currentYear, siteId), today)
}

/** A session with the name of the site it is at, for the operations view. */
export interface NamedDoorSession extends DoorSession {
  siteName: string | null
}

/** This year's sessions at every door, on one festival day or all of them (the operations view and its export). */
export async function festivalDoorSessions(deps: Pick<PlacesDeps, 'db'>, day?: string): Promise<NamedDoorSession[]> {
  const { currentYear, timeZone } = await getSettings()
  const [targets, sites] = await Promise.all([loadTargets(currentYear), festivalSites(currentYear)])
  const names = new Map(sites.map((s) => [s.id, s.name]))
  const sessions = await doorSessions(deps, targets, { day, timeZone })
  return sessions.map((s) => ({ ...s, siteName: s.siteId ? (names.get(s.siteId) ?? null) : null }))
}
