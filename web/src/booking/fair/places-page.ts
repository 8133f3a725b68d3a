import type { Kysely } from 'kysely'
import type { Database, ReservationTargetKind } from '@/platform/db/schema'
import type { ReservableTarget, TargetLabel } from '@/booking/reservations/targets'
import { ticketCode } from '@/booking/tickets/ticket-code'
import { myPlaces, type EntryView, type MyPlaces, type MyPlacesAnswer, type OfferView, type WaitlistView } from './my-places'

// What My OHC's page of places shows, in its order: offers still open (they have deadlines),
// soonest deadline first; tickets, with their signed codes, by start; ballot entries, with when
// their draw is (from the content: the read model only knows a draw once it is made); and places
// still waiting in line. Offers answered and places left are history: they are not shown.

export interface PlacesEntry extends EntryView {
  /** When the ballot is drawn, from the content; null once drawn, or when the content cannot say. */
  drawAt: string | null
  /** The latest offer of places in its session ('expired' once past its deadline, whether or not the job has passed it on yet). */
  offer: Pick<OfferView, 'state' | 'expiresAt'> | null
  /** The user holds a ticket for its session. */
  confirmed: boolean
}

/** A ticket with the signed code its QR code carries and a host types, as GET /api/me/places answers it. */
export type PlacesTicket = MyPlacesAnswer['tickets'][number]

export interface PlacesPage {
  offers: OfferView[]
  tickets: PlacesTicket[]
  entries: PlacesEntry[]
  waitlist: WaitlistView[]
}

export interface PlacesPageDeps {
  db: Kysely<Database>
  labels: (ids: string[]) => Promise<Map<string, TargetLabel>>
  load: (kind: ReservationTargetKind, id: string) => Promise<ReservableTarget | null>
  /** The ticket secret (platform/ticket-secret.ts). */
  secret: string
  now: Date
}

const byStart = (a: { start: string | null }, b: { start: string | null }) => (a.start ?? '9999').localeCompare(b.start ?? '9999')

/** Whether an offer can still be confirmed. */
export const isOpenOffer = (offer: OfferView, now: Date) => offer.state === 'open' && Date.parse(offer.expiresAt) > now.getTime()

export function shapePlaces(
  places: MyPlaces,
  { secret, now, drawTimes }: { secret: string; now: Date; drawTimes: Map<string, string> },
): PlacesPage {
  const ticketed = new Set(places.tickets.map(sessionId))
  const lastOffer = new Map<string, PlacesEntry['offer']>()
  for (const o of places.offers)
    lastOffer.set(sessionId(o), { state: o.state === 'open' && !isOpenOffer(o, now) ? 'expired' : o.state, expiresAt: o.expiresAt })
  return {
    offers: places.offers.filter((o) => isOpenOffer(o, now)).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt)),
    tickets: places.tickets.map((t) => ({ ...t, code: ticketCode(t.id, secret) })).sort(byStart),
    entries: places.entries
      .map((e) => ({
        ...e,
        drawAt: e.drawnAt ? null : (drawTimes.get(sessionId(e)) ?? null),
        offer: lastOffer.get(sessionId(e)) ?? null,
        confirmed: ticketed.has(sessionId(e)),
      }))
      .sort((a, b) => byStart(a, b) || a.enteredAt.localeCompare(b.enteredAt)),
    waitlist: places.waitlist.filter((w) => w.state === 'waiting').sort(byStart),
  }
}

/** One session's key across targets. */
export const sessionId = (s: { kind: ReservationTargetKind; targetId: string; sessionKey: string }) =>
  `${s.kind}:${s.targetId}:${s.sessionKey}`

/** The draw times of the sessions whose ballots are still to be drawn; a target the content cannot give is left out. */
async function drawTimesOf(load: PlacesPageDeps['load'], entries: EntryView[]): Promise<Map<string, string>> {
  const waiting = entries.filter((e) => e.state === 'entered' && !e.drawnAt)
  const targets = new Map<string, Promise<ReservableTarget | null>>()
  for (const e of waiting) {
    const key = `${e.kind}:${e.targetId}`
    if (!targets.has(key))
      targets.set(
        key,
        load(e.kind, e.targetId).catch(() => null),
      )
  }
  const times = new Map<string, string>()
  for (const e of waiting) {
    const target = await targets.get(`${e.kind}:${e.targetId}`)
    const drawAt = target?.sessions.find((s) => s.key === e.sessionKey)?.ballot?.drawAt
    if (drawAt) times.set(sessionId(e), drawAt)
  }
  return times
}

export async function placesPage(deps: PlacesPageDeps, userId: string): Promise<PlacesPage> {
  const places = await myPlaces(deps, userId)
  return shapePlaces(places, { secret: deps.secret, now: deps.now, drawTimes: await drawTimesOf(deps.load, places.entries) })
}

export interface PlacesCounts {
  /** Offers to confirm. */
  offers: number
  tickets: number
  /** Entries waiting for their draw. */
  entries: number
  /** Places in line: on a waitlist, or in a drawn ballot's order. */
  inLine: number
}

/** What My OHC's overview counts. */
export function placesCounts(places: MyPlaces, now: Date): PlacesCounts {
  return {
    offers: places.offers.filter((o) => isOpenOffer(o, now)).length,
    tickets: places.tickets.length,
    entries: places.entries.filter((e) => e.state === 'entered').length,
    inLine: places.entries.filter((e) => e.state === 'waitlisted').length + places.waitlist.filter((w) => w.state === 'waiting').length,
  }
}
