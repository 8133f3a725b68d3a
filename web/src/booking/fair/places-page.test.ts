import { describe, expect, it } from 'vitest'
import { newTicketId, readTicketCode } from '@/booking/tickets/ticket-code'
import type { EntryView, MyPlaces, OfferView, TicketView, WaitlistView } from './my-places'
import { placesCounts, shapePlaces } from './places-page'

// What My OHC's page of places shows of a visitor's places, from the read model: which offers can
// still be confirmed and in what order, tickets with codes a host can check, entries with their
// draw time and what became of their offer, and places still in line.

const NOW = new Date('2026-10-10T12:00:00Z')
const SECRET = 'places-page-test-secret'
const session = (targetId: string, start: string | null = '2026-10-17T15:00:00Z') => ({
  kind: 'tour-session' as const,
  targetId,
  sessionKey: 'sat-10',
  title: `Tour ${targetId}`,
  path: `/tours/${targetId}`,
  start,
})

const offer = (id: string, targetId: string, expiresAt: string, state: OfferView['state'] = 'open'): OfferView => ({
  ...session(targetId),
  id,
  seats: 2,
  state,
  reason: 'draw',
  offeredAt: '2026-10-01T12:00:00Z',
  expiresAt,
  answeredAt: null,
  reservationId: null,
})
const entry = (id: string, targetId: string, state: EntryView['state'], drawnAt: string | null = null): EntryView => ({
  ...session(targetId),
  id,
  party: 2,
  member: false,
  state,
  enteredAt: '2026-09-10T12:00:00Z',
  seedHash: 'a'.repeat(64),
  drawnAt,
  position: drawnAt ? 3 : null,
  ahead: state === 'waitlisted' ? 1 : null,
})
const ticket = (targetId: string, start: string): TicketView => ({
  ...session(targetId, start),
  id: newTicketId(),
  reservationId: `reservation-${targetId}`,
  seats: 2,
  issuedAt: '2026-10-01T12:00:00Z',
  checkedInAt: null,
  releasedAt: null,
  doorCode: 'K7QM-3XPA',
})
const waiting = (id: string, state: WaitlistView['state']): WaitlistView => ({
  ...session(`wait-${id}`),
  id,
  party: 1,
  state,
  joinedAt: '2026-10-01T12:00:00Z',
  ahead: 1,
})

const places: MyPlaces = {
  offers: [
    offer('later', 'won', '2026-10-14T12:00:00Z'),
    offer('sooner', 'freed', '2026-10-11T00:00:00Z'),
    offer('lapsed', 'lapsed', '2026-10-10T11:59:00Z'),
    offer('declined', 'declined', '2026-10-14T12:00:00Z', 'declined'),
    offer('accepted', 'confirmed', '2026-10-14T12:00:00Z', 'accepted'),
  ],
  tickets: [ticket('late', '2026-10-18T15:00:00Z'), ticket('confirmed', '2026-10-17T15:00:00Z')],
  entries: [
    entry('e-entered', 'drawn-later', 'entered'),
    entry('e-won', 'won', 'won', '2026-09-21T14:00:00Z'),
    entry('e-lapsed', 'lapsed', 'won', '2026-09-21T14:00:00Z'),
    entry('e-confirmed', 'confirmed', 'won', '2026-09-21T14:00:00Z'),
    entry('e-waitlisted', 'waitlisted', 'waitlisted', '2026-09-21T14:00:00Z'),
  ],
  waitlist: [waiting('w-waiting', 'waiting'), waiting('w-left', 'left'), waiting('w-offered', 'offered')],
}

describe("My OHC's page of places", () => {
  const page = shapePlaces(places, {
    secret: SECRET,
    now: NOW,
    drawTimes: new Map([
      ['tour-session:drawn-later:sat-10', '2026-10-12T14:00:00Z'],
      ['tour-session:won:sat-10', '2026-09-21T14:00:00Z'],
    ]),
  })

  it('shows only offers that can still be confirmed, the soonest deadline first', () => {
    expect(page.offers.map((o) => o.id)).toEqual(['sooner', 'later'])
  })

  it('gives each ticket the code its QR code carries, which checks out as that ticket', () => {
    expect(page.tickets.map((t) => t.targetId)).toEqual(['confirmed', 'late'])
    for (const t of page.tickets) expect(readTicketCode(t.code, SECRET)).toEqual({ ok: true, ticketId: t.id })
    expect(readTicketCode(page.tickets[0]!.code, 'another-secret').ok).toBe(false)
  })

  it('gives an entry its draw time until it is drawn, and what became of its offer', () => {
    const byId = new Map(page.entries.map((e) => [e.id, e]))
    expect(byId.get('e-entered')).toMatchObject({ drawAt: '2026-10-12T14:00:00Z', offer: null, confirmed: false })
    expect(byId.get('e-won')).toMatchObject({ drawAt: null, offer: { state: 'open' }, confirmed: false })
    // Past its deadline an offer reads as lapsed, whether or not the scheduled job has passed it on.
    expect(byId.get('e-lapsed')?.offer?.state).toBe('expired')
    expect(byId.get('e-confirmed')).toMatchObject({ offer: { state: 'accepted' }, confirmed: true })
  })

  it('keeps only the places still waiting in line', () => {
    expect(page.waitlist.map((w) => w.id)).toEqual(['w-waiting'])
  })

  it('counts for the overview: offers open, tickets, entries to be drawn, waitlist places', () => {
    expect(placesCounts(places, NOW)).toEqual({ offers: 2, tickets: 2, entries: 1, inLine: 2 })
    expect(placesCounts({ offers: [], tickets: [], entries: [], waitlist: [] }, NOW)).toEqual({
      offers: 0,
      tickets: 0,
      entries: 0,
      inLine: 0,
    })
  })
})
