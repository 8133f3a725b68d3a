import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '@/platform/i18n/catalogues'
import type { SessionAvailability } from './availability'
import { bookableBy, bookingWindowNote, membersGetPriority, membershipWouldOpen, reservesAfterDraw, sessionChoice } from './session-choice'

const ZONE = 'America/Chicago'
const WORDS = CATALOGUES.en.reserve.window
const session = (changes: Partial<SessionAvailability & { ballot: unknown }> = {}): SessionAvailability & { ballot: unknown } => ({
  key: '2026-10-17T15:00:00Z',
  start: '2026-10-17T15:00:00Z',
  capacity: 12,
  remaining: 5,
  membersOnly: false,
  memberPriorityHours: 24,
  opensToMembers: '2026-09-25T15:00:00Z',
  opensToAll: '2026-09-26T15:00:00Z',
  closes: '2026-10-17T15:00:00Z',
  state: 'open',
  memberState: 'open',
  booking: 'first-come',
  ballot: null,
  ...changes,
})
const visitor = { signedIn: true, member: false, holds: false }
const member = { ...visitor, member: true }

describe('what a viewer may do with a session', () => {
  it('books by the members’ state for a member and by everyone’s for anyone else', () => {
    const priority = session({ state: 'member-priority', memberState: 'open' })
    expect(bookableBy(priority, true)).toBe(true)
    expect(bookableBy(priority, false)).toBe(false)
    expect(sessionChoice(priority, member)).toBe('reserve')
    expect(sessionChoice(priority, visitor)).toBe('waitlist')
    expect(membershipWouldOpen(priority, false)).toBe(true)
    expect(membershipWouldOpen(priority, true)).toBe(false)
  })

  it('offers what the viewer holds first, then the ballot, then booking, then the waitlist', () => {
    expect(sessionChoice(session(), { ...visitor, holds: true })).toBe('held')
    expect(sessionChoice(session({ ballot: { phase: 'entries' } }), visitor)).toBe('ballot')
    expect(sessionChoice(session({ ballot: { phase: 'entries' } }), { ...visitor, signedIn: false })).toBe('ballot')
    expect(sessionChoice(session(), visitor)).toBe('reserve')
    expect(sessionChoice(session({ remaining: 0 }), visitor)).toBe('waitlist')
    expect(sessionChoice(session(), { ...visitor, signedIn: false })).toBe('none')
  })

  it('offers nothing once booking has ended, ballot or not', () => {
    expect(sessionChoice(session({ state: 'closed', memberState: 'closed' }), visitor)).toBe('none')
    expect(sessionChoice(session({ state: 'cancelled', memberState: 'cancelled', ballot: { phase: 'drawn' } }), member)).toBe('none')
  })

  it('books what a drawn ballot left, first come, for a viewer who may book', () => {
    expect(reservesAfterDraw(session({ ballot: { phase: 'drawn' } }), visitor)).toBe(true)
    expect(reservesAfterDraw(session({ ballot: { phase: 'drawn' }, remaining: 0 }), visitor)).toBe(false)
    expect(reservesAfterDraw(session({ ballot: { phase: 'drawn' } }), { ...visitor, signedIn: false })).toBe(false)
  })

  it('says when booking opens and closes in the festival’s zone', () => {
    expect(bookingWindowNote(session({ state: 'not-open', memberState: 'not-open' }), ZONE, WORDS)).toBe(
      'Booking opens to members on Friday, September 25 at 10:00 AM, to everyone on Saturday, September 26 at 10:00 AM.',
    )
    expect(bookingWindowNote(session({ state: 'member-priority' }), ZONE, WORDS)).toBe(
      'Members book first. Opens to everyone on Saturday, September 26 at 10:00 AM.',
    )
    expect(bookingWindowNote(session({ state: 'members-only', membersOnly: true }), ZONE, WORDS)).toBe('For members only.')
    expect(bookingWindowNote(session({ state: 'cancelled' }), ZONE, WORDS)).toBeUndefined()
    expect(bookingWindowNote(session(), ZONE, WORDS)).toBeUndefined()
  })

  it('says it in the page’s language, dates as that language writes them', () => {
    expect(bookingWindowNote(session({ state: 'member-priority' }), ZONE, CATALOGUES.es.reserve.window, 'es')).toBe(
      'Los socios reservan primero. Se abre a todos el sábado, 26 de septiembre, 10:00.',
    )
  })
})

describe('membersGetPriority', () => {
  const first = (memberPriorityHours: number, membersOnly = false) => ({ booking: 'first-come' as const, memberPriorityHours, membersOnly })
  const drawn = (membersShare: number) => ({
    booking: 'ballot' as const,
    memberPriorityHours: 24,
    membersOnly: false,
    ballot: { membersShare },
  })

  it('holds for a head start or a members’ share of a ballot, and never for a ballot with no share', () => {
    expect(membersGetPriority([first(24)])).toBe(true)
    expect(membersGetPriority([drawn(30)])).toBe(true)
    // A ballot ignores the stored head start: no priority to promise.
    expect(membersGetPriority([drawn(0)])).toBe(false)
    expect(membersGetPriority([first(0), drawn(0)])).toBe(false)
    expect(membersGetPriority([first(24, true)])).toBe(false)
  })
})
