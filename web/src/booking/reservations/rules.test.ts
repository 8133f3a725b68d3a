import { describe, expect, it } from 'vitest'
import { BOOKING_OPENS_DAYS_BEFORE, bookingState, bookingWindow, refusal } from './rules'

const DAY = 86_400_000
const session = { start: '2026-10-17T12:30:00-05:00', capacity: 10, membersOnly: false, memberPriorityHours: 48 }
const start = new Date(session.start).getTime()
const at = (ms: number) => new Date(ms)

describe('the booking window', () => {
  it(`opens to members ${BOOKING_OPENS_DAYS_BEFORE} days before the start, to everyone memberPriorityHours later, and closes at the start`, () => {
    const window = bookingWindow(session)
    expect(window.opensToMembers.getTime()).toBe(start - BOOKING_OPENS_DAYS_BEFORE * DAY)
    expect(window.opensToAll.getTime()).toBe(start - BOOKING_OPENS_DAYS_BEFORE * DAY + 48 * 3_600_000)
    expect(window.closes.getTime()).toBe(start)
  })

  it('says who may book at each moment', () => {
    const { opensToMembers, opensToAll } = bookingWindow(session)
    const cases: [number, boolean, string][] = [
      [opensToMembers.getTime() - 1, true, 'not-open'],
      [opensToMembers.getTime() - 1, false, 'not-open'],
      [opensToMembers.getTime(), true, 'open'],
      [opensToMembers.getTime(), false, 'member-priority'],
      [opensToAll.getTime() - 1, false, 'member-priority'],
      [opensToAll.getTime(), false, 'open'],
      [start - 1, false, 'open'],
      [start, true, 'closed'],
    ]
    for (const [now, member, state] of cases) expect([now, member, bookingState(session, member, at(now))]).toEqual([now, member, state])
  })

  it('keeps members-only sessions for members, and closes cancelled ones', () => {
    const now = at(start - DAY)
    expect(bookingState({ ...session, membersOnly: true }, false, now)).toBe('members-only')
    expect(bookingState({ ...session, membersOnly: true }, true, now)).toBe('open')
    expect(bookingState({ ...session, cancelled: true }, true, now)).toBe('cancelled')
  })

  it('tells a visitor in the priority window when booking opens to them, in Chicago time', () => {
    expect(refusal('member-priority', bookingWindow(session))).toBe(
      'Members book first: booking opens to everyone on Monday, September 28 at 12:30 PM CDT.',
    )
  })
})
