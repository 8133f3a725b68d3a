import { describe, expect, it } from 'vitest'
import { lastReportText, outcomesMessage, sendRefusal } from './tap-words'

const ZONE = 'America/Chicago'
const at = '2026-10-17T19:15:00Z'

describe('the host tool’s words', () => {
  it('says the last line or status with its time in the festival’s zone', () => {
    expect(lastReportText({ kind: 'line', at, minutes: 30 }, ZONE)).toBe('Line: 30 min at 2:15 PM')
    expect(lastReportText({ kind: 'line', at, minutes: 0 }, ZONE)).toBe('Line: no line at 2:15 PM')
    expect(lastReportText({ kind: 'status', at, status: 'closed-early' }, ZONE)).toBe('Closed early at 2:15 PM')
    expect(lastReportText({ kind: 'status', at, status: 'last-entry', lastEntry: '16:30' }, ZONE)).toBe('Last entry at 16:30 at 2:15 PM')
    expect(lastReportText({ kind: 'count', at, delta: 1 }, ZONE)).toBeUndefined()
    expect(lastReportText(undefined, ZONE)).toBeUndefined()
  })

  it('tells the host why a tap was not counted, or an undo refused', () => {
    expect(outcomesMessage([{ id: 'a', outcome: 'stored' }])).toBeUndefined()
    expect(outcomesMessage([{ id: 'a', outcome: 'refused' }])).toBe('An undo was not applied: the count cannot go below zero.')
    expect(outcomesMessage([{ id: 'a', outcome: 'not-counted', message: 'The festival is over.' }])).toBe('The festival is over.')
  })

  it('stops sending for a sign-in that ended or a host no longer on the door, and retries anything else', () => {
    expect(sendRefusal(401, undefined)).toEqual({
      stop: true,
      message: 'Your sign-in has ended: sign in again to send the taps kept on this phone.',
    })
    expect(sendRefusal(403, 'You are not a host of this site.').stop).toBe(true)
    expect(sendRefusal(503, undefined)).toEqual({
      stop: false,
      message: 'The server did not take the taps just now; they are kept and sent again shortly.',
    })
  })
})
