import { createHash } from 'node:crypto'
import { writeFeed, type TimedEvent } from '@/kernel/text/ics'
import { count, NOUNS } from '@/kernel/text/count'

// The subscribed calendar of an itinerary, computed at each poll from its current plan and its
// owner's bookings. A calendar app updates an entry in place by its UID, so each entry's key is
// stable (the itinerary item's id, the reservation's id); its SEQUENCE and LAST-MODIFIED move only
// when what the entry says changes. Since the feed is computed anew each time, what each entry last
// said is kept as a fingerprint beside the itinerary (the feed state), with its revision number.

/** How often calendar apps are asked to poll. */
export const FEED_REFRESH = 'PT1H'
/** A booking's length when the content gives only its start. */
export const BOOKED_MINUTES = 60

export interface FeedEntry {
  /** Stable across polls: the entry's UID is made from it. */
  key: string
  title: string
  start: Date
  end: Date
  /** A page of the site, made absolute with the site's origin. */
  path?: string
  location?: string
  description?: string
  cancelled: boolean
}

/** A booked tour session or event of the owner's, on an item of the itinerary. */
export interface BookedInput {
  id: string
  title: string
  /** ISO 8601 with an offset, as the content stores it. */
  start: string
  path?: string
  seats: number
  cancelled: boolean
}

export function bookedEntries(bookings: readonly BookedInput[]): FeedEntry[] {
  return bookings.flatMap((booking): FeedEntry[] => {
    const start = new Date(booking.start)
    if (Number.isNaN(start.getTime())) return []
    return [
      {
        key: `booking-${booking.id}`,
        title: booking.title,
        start,
        end: new Date(start.getTime() + BOOKED_MINUTES * 60_000),
        ...(booking.path ? { path: booking.path } : {}),
        description: `Booked: ${count(booking.seats, NOUNS.place)}. Your ticket is in My OHC.`,
        cancelled: booking.cancelled,
      },
    ]
  })
}

interface Revision {
  /** The fingerprint of what the entry said. */
  f: string
  /** Its SEQUENCE. */
  s: number
  /** When it last changed (ISO). */
  m: string
}

type FeedState = Record<string, Revision>

function parseState(text: string | null): FeedState {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FeedState) : {}
  } catch {
    return {}
  }
}

const fingerprint = (entry: FeedEntry) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        entry.title,
        entry.start.toISOString(),
        entry.end.toISOString(),
        entry.path,
        entry.location,
        entry.description,
        entry.cancelled,
      ]),
    )
    .digest('base64url')
    .slice(0, 16)

export interface RevisedFeed {
  events: (FeedEntry & { sequence: number; lastModified: Date })[]
  /** The state to keep, and whether it differs from the one read. */
  state: string
  changed: boolean
}

/** Each entry with its revision: unchanged entries keep theirs, changed ones go up by one, new ones start at 0. */
export function reviseEntries(entries: readonly FeedEntry[], previous: string | null, now: Date): RevisedFeed {
  const before = parseState(previous)
  const after: FeedState = {}
  const events = entries.map((entry) => {
    const f = fingerprint(entry)
    const known = before[entry.key]
    const revision: Revision = !known
      ? { f, s: 0, m: now.toISOString() }
      : known.f === f
        ? known
        : { f, s: known.s + 1, m: now.toISOString() }
    after[entry.key] = revision
    return { ...entry, sequence: revision.s, lastModified: new Date(revision.m) }
  })
  // Keys in a fixed order, so an unchanged feed writes the very same state.
  const state = JSON.stringify(Object.fromEntries(Object.entries(after).sort(([a], [b]) => a.localeCompare(b))))
  return { events, state, changed: state !== (previous ?? JSON.stringify({})) }
}

export interface FeedWriting {
  name: string
  timeZone: string
  /** The site's origin: UIDs name its host, pages are linked absolutely. */
  origin: string
  now: Date
}

export function feedText({ events }: RevisedFeed, { name, timeZone, origin, now }: FeedWriting): string {
  const host = new URL(origin).host
  const timed: TimedEvent[] = [...events]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key))
    .map((e) => ({
      uid: `${e.key}@${host}`,
      start: e.start,
      end: e.end,
      summary: e.title,
      ...(e.description ? { description: e.description } : {}),
      ...(e.location ? { location: e.location } : {}),
      ...(e.path ? { url: `${origin}${e.path}` } : {}),
      cancelled: e.cancelled,
      sequence: e.sequence,
      lastModified: e.lastModified,
    }))
  return writeFeed(timed, { name, timeZone, refresh: FEED_REFRESH, now })
}
