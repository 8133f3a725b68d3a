import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionBooking } from './booking-mode'

// A session's booking as the content stores it, read defensively: a ballot that cannot be held is
// booked first come, and the log says why.

const START = '2026-10-17T10:30:00-05:00'
const ballot = {
  entryOpens: '2026-09-26T10:30:00-05:00',
  entryCloses: '2026-10-09T10:30:00-05:00',
  drawAt: '2026-10-10T10:30:00-05:00',
  confirmBy: '2026-10-13T10:30:00-05:00',
  maxParty: 4,
  membersShare: 50,
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a session’s booking', () => {
  it('is first come when nothing says otherwise', () => {
    expect(sessionBooking(undefined, START, 'Session a')).toEqual({ mode: 'first-come' })
    expect(sessionBooking({ booking: null }, START, 'Session a')).toEqual({ mode: 'first-come' })
    expect(sessionBooking({ booking: 'first-come', ballot }, START, 'Session a')).toEqual({ mode: 'first-come' })
  })

  it('carries a ballot’s dates as ISO strings in UTC, and its numbers', () => {
    expect(sessionBooking({ booking: 'ballot', ballot }, START, 'Session a')).toEqual({
      mode: 'ballot',
      ballot: {
        entryOpens: '2026-09-26T15:30:00.000Z',
        entryCloses: '2026-10-09T15:30:00.000Z',
        drawAt: '2026-10-10T15:30:00.000Z',
        confirmBy: '2026-10-13T15:30:00.000Z',
        maxParty: 4,
        membersShare: 50,
      },
    })
  })

  it('gives parties of two and no members’ share when the numbers are missing or out of bounds', () => {
    const read = (numbers: object) => sessionBooking({ booking: 'ballot', ballot: { ...ballot, ...numbers } }, START, 'Session a').ballot
    expect(read({ maxParty: null, membersShare: null })).toMatchObject({ maxParty: 2, membersShare: 0 })
    expect(read({ maxParty: 9, membersShare: 150 })).toMatchObject({ maxParty: 2, membersShare: 0 })
    expect(read({ maxParty: 1.5, membersShare: -1 })).toMatchObject({ maxParty: 2, membersShare: 0 })
  })
})

describe('a ballot that cannot be held', () => {
  it('is booked first come when a date is missing, naming the session and the date', () => {
    const warn = warnings()
    expect(sessionBooking({ booking: 'ballot', ballot: { ...ballot, drawAt: null } }, START, 'Session k1 of tour t')).toEqual({
      mode: 'first-come',
    })
    expect(warn).toHaveBeenCalledWith(
      '[reservations] Session k1 of tour t is set to a ballot, but its draw date is missing or unreadable: it is booked first come instead.',
    )
  })

  it('is booked first come when there is no ballot at all, or a date cannot be read', () => {
    const warn = warnings()
    expect(sessionBooking({ booking: 'ballot' }, START, 'Event e').mode).toBe('first-come')
    expect(sessionBooking({ booking: 'ballot', ballot: { ...ballot, confirmBy: 'next Tuesday' } }, START, 'Event e').mode).toBe(
      'first-come',
    )
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toMatch(/Event e .* its entries-open date, entries-close date, draw date, confirm-by date are missing/)
    expect(warn.mock.calls[1]?.[0]).toMatch(/its confirm-by date is missing or unreadable/)
  })

  it('is booked first come when its dates are out of order, or winners would confirm after the start', () => {
    const warn = warnings()
    expect(sessionBooking({ booking: 'ballot', ballot: { ...ballot, drawAt: ballot.entryOpens } }, START, 'Session a').mode).toBe(
      'first-come',
    )
    expect(sessionBooking({ booking: 'ballot', ballot: { ...ballot, confirmBy: START } }, START, 'Session a').mode).toBe('first-come')
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/dates are not in order/),
      expect.stringMatching(/dates are not in order/),
    ])
  })
})
