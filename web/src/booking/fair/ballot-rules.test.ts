import { describe, expect, it } from 'vitest'
import { ballotPhase, entriesClose, maxPartyOf, offerDeadline, validParty, winnerDeadline } from './ballot-rules'
import { BALLOT, START } from './test-places'

const ballot = BALLOT
const start = START
const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000

describe('a ballot’s phases', () => {
  it('opens, closes, then is drawn', () => {
    expect(ballotPhase(ballot, at('2026-09-01T13:59:59.999Z'), false)).toBe('not-open')
    expect(ballotPhase(ballot, at('2026-09-01T14:00:00.000Z'), false)).toBe('open')
    expect(ballotPhase(ballot, at('2026-09-20T13:59:59.999Z'), false)).toBe('open')
    expect(ballotPhase(ballot, at('2026-09-20T14:00:00.000Z'), false)).toBe('closed')
    expect(ballotPhase(ballot, at('2026-09-20T14:00:00.000Z'), true)).toBe('drawn')
  })

  it('stops entries at the draw time when an editor set it before the window’s end', () => {
    const early = { ...ballot, drawAt: '2026-09-10T14:00:00.000Z' }
    expect(entriesClose(early).toISOString()).toBe(early.drawAt)
    expect(ballotPhase(early, at('2026-09-15T00:00:00.000Z'), false)).toBe('closed')
  })
})

describe('parties', () => {
  it('take 1 to the ballot’s most, and never more than a booking may hold', () => {
    expect([0, 1, 3, 4, 1.5].map((n) => validParty(ballot, n))).toEqual([false, true, true, false, false])
    expect(maxPartyOf({ ...ballot, maxParty: 9 })).toBe(4)
    expect(maxPartyOf({ ...ballot, maxParty: 0 })).toBe(1)
  })
})

describe('deadlines', () => {
  it('hold a freed place 12 hours, or until the start when that is sooner, and not at all once started', () => {
    const now = at('2026-10-10T12:00:00.000Z')
    expect(offerDeadline(now, start)?.getTime()).toBe(now.getTime() + 12 * HOUR)
    expect(offerDeadline(now, start, 2)?.getTime()).toBe(now.getTime() + 2 * HOUR)
    expect(offerDeadline(at('2026-10-17T10:00:00.000Z'), start)?.toISOString()).toBe(start)
    expect(offerDeadline(at(start), start)).toBeNull()
  })

  it('give winners until the confirmation deadline, or the usual hold when the draw ran after it', () => {
    expect(winnerDeadline(ballot, at('2026-09-21T14:00:00.000Z'), start)?.toISOString()).toBe(ballot.confirmBy)
    const late = at('2026-09-29T00:00:00.000Z')
    expect(winnerDeadline(ballot, late, start)?.getTime()).toBe(late.getTime() + 12 * HOUR)
    expect(winnerDeadline({ ...ballot, confirmBy: '2026-10-20T00:00:00.000Z' }, late, start)?.toISOString()).toBe(start)
  })
})
