import type { LiveStatus } from '@/programme/status/notice'
import {
  readReservableEvent,
  readReservableEvents,
  readReservableTour,
  readReservableTours,
  readReservedTargets,
  type ReservableEventRecord,
  type ReservableTourRecord,
} from '@/content/reservations'
import { NO_SESSION, type ReservationTargetKind } from '@/platform/db/schema'
import { sessionBooking, type Ballot, type BookingMode } from './booking-mode'
import type { BookableSession } from './rules'

// A reservable target read from the content, in one shape for both kinds: a festival tour with
// its sessions, or an event requiring registration as a single session keyed NO_SESSION ('').

export interface TargetSession extends BookableSession {
  key: string
  /** Its live status says cancelled. */
  cancelled: boolean
  /** How its places are given out; a ballot whose dates cannot be used is first come (and logged). */
  mode: BookingMode
  /** The ballot's window and numbers, when `mode` is 'ballot'. */
  ballot?: Ballot
}

export interface ReservableTarget {
  kind: ReservationTargetKind
  id: string
  title: string
  /** The public page it is booked from. */
  path: string
  /** The site it happens at (a site tour's site, an event's venue), whose hosts check its tickets in; null elsewhere. */
  siteId: string | null
  cancelled: boolean
  sessions: TargetSession[]
}

const validStart = (start: string | null | undefined): start is string =>
  typeof start === 'string' && !Number.isNaN(new Date(start).getTime())

/** A tour with sessions as a target, or null when none of its sessions can be booked. */
function tourTarget(tour: ReservableTourRecord): ReservableTarget | null {
  const sessions = (tour.sessions ?? []).flatMap((s): TargetSession[] =>
    validStart(s.start) && s.capacity && s.capacity > 0
      ? [
          {
            key: s.key,
            start: s.start,
            capacity: s.capacity,
            membersOnly: Boolean(tour.membersOnly || s.membersOnly),
            memberPriorityHours: s.memberPriorityHours ?? 0,
            cancelled: s.cancelled === true,
            ...sessionBooking(s, s.start, `Session ${s.key} of tour ${tour.id}`),
          },
        ]
      : [],
  )
  if (!sessions.length) return null
  return {
    kind: 'tour-session',
    id: tour.id,
    title: tour.title ?? 'Tour',
    path: `/tours/${tour.slug ?? ''}`,
    siteId: tour.siteId ?? null,
    cancelled: false,
    sessions,
  }
}

/** An event as a target, or null when it takes no registrations. */
function eventTarget(event: ReservableEventRecord): ReservableTarget | null {
  const registration = event.registration
  if (!registration?.required || !registration.capacity || !validStart(event.start)) return null
  return {
    kind: 'event',
    id: event.id,
    title: event.title ?? 'Event',
    path: `/events/${event.slug ?? ''}`,
    siteId: event.siteId ?? null,
    cancelled: Boolean(event.cancelled),
    sessions: [
      {
        key: NO_SESSION,
        start: event.start,
        capacity: registration.capacity,
        membersOnly: Boolean(event.membersOnly),
        memberPriorityHours: registration.memberPriorityHours ?? 0,
        cancelled: Boolean(event.cancelled),
        ...sessionBooking(registration, event.start, `The registration of event ${event.id}`),
      },
    ],
  }
}

// A record read again unchanged is the same object (content/reader.ts shapes an answer once), so
// its target is made once per record, not per booking; a publish brings a new record, and a new target.
const tourTargets = new WeakMap<ReservableTourRecord, ReservableTarget | null>()
const eventTargets = new WeakMap<ReservableEventRecord, ReservableTarget | null>()

function once<R extends object>(made: WeakMap<R, ReservableTarget | null>, record: R, make: (record: R) => ReservableTarget | null) {
  if (!made.has(record)) made.set(record, make(record))
  return made.get(record) ?? null
}

/** The target, or null when there is no such tour or event, or it takes no reservations. */
export async function loadTarget(kind: ReservationTargetKind, id: string): Promise<ReservableTarget | null> {
  if (kind === 'tour-session') {
    const tour = await readReservableTour(id)
    return tour ? once(tourTargets, tour, tourTarget) : null
  }
  const event = await readReservableEvent(id)
  return event ? once(eventTargets, event, eventTarget) : null
}

/** A festival year's targets, tours then events: every one, or those at one site. */
export async function loadTargets(year: number, siteId: string | null = null): Promise<ReservableTarget[]> {
  const [tours, events] = await Promise.all([readReservableTours(year, siteId), readReservableEvents(year, siteId)])
  return [...tours.map(tourTarget), ...events.map(eventTarget)].filter((t): t is ReservableTarget => t !== null)
}

export interface TargetLabel {
  title: string
  path: string
  /** Start of each session by key ('' for an event). */
  starts: Map<string, string>
  /** The live notice of each session that has one, by key ('' for an event). */
  statuses: Map<string, LiveStatus>
}

/** Titles, pages, start times and live notices of reserved targets; empty when the content source is down. */
export async function targetLabels(ids: string[]): Promise<Map<string, TargetLabel>> {
  if (!ids.length) return new Map()
  try {
    const rows = await readReservedTargets(ids)
    return new Map(
      rows.map((row) => {
        const starts = new Map<string, string>()
        const statuses = new Map<string, LiveStatus>()
        if (row.start) starts.set(NO_SESSION, row.start)
        if (row.status) statuses.set(NO_SESSION, row.status)
        for (const s of row.sessions ?? []) {
          if (s.start) starts.set(s.key, s.start)
          if (s.status) statuses.set(s.key, s.status)
        }
        const base = row._type === 'tour' ? 'tours' : 'events'
        return [row.id, { title: row.title ?? row.id, path: `/${base}/${row.slug ?? ''}`, starts, statuses }]
      }),
    )
  } catch (error) {
    console.error('[reservations] reading titles failed:', error)
    return new Map()
  }
}
