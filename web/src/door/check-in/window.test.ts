import { describe, expect, it } from 'vitest'
import { checkInWindow, outsideWindow } from './window'

const ZONE = 'America/Chicago'
// Sunday 18 October 2026, 2:00 PM in Chicago.
const START = '2026-10-18T19:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('the door’s window for a ticket', () => {
  it('opens the set minutes before the start and closes at the no-show release, ten minutes after', () => {
    expect(checkInWindow(START, 60)).toEqual({ opens: at('2026-10-18T18:00:00.000Z'), closes: at('2026-10-18T19:10:00.000Z') })
    expect(outsideWindow(START, at('2026-10-18T18:00:00.000Z'), 60, ZONE)).toBeUndefined()
    expect(outsideWindow(START, at('2026-10-18T19:09:59.000Z'), 60, ZONE)).toBeUndefined()
  })

  it('tells a ticket shown on another day which day and time it is for', () => {
    const saturday = outsideWindow(START, at('2026-10-17T20:00:00.000Z'), 60, ZONE)
    expect(saturday?.when).toBe('early')
    expect(saturday?.message).toMatch(/^This ticket is for Sunday, October 18 at 2:00\sPM: it checks in from 1:00\sPM that day\.$/)
  })

  it('on the day, says from when it checks in, and after the release that its places went', () => {
    expect(outsideWindow(START, at('2026-10-18T17:59:00.000Z'), 60, ZONE)?.message).toMatch(
      /^This ticket is for 2:00\sPM: it checks in from 1:00\sPM\.$/,
    )
    const late = outsideWindow(START, at('2026-10-18T19:10:00.000Z'), 60, ZONE)
    expect(late?.when).toBe('late')
    expect(late?.message).toMatch(/^This ticket was for 2:00\sPM: its places went to walk-ups 10 minutes after the start\.$/)
  })

  it('follows the door’s setting: a river cruise boarding early opens wider', () => {
    expect(outsideWindow(START, at('2026-10-18T17:30:00.000Z'), 90, ZONE)).toBeUndefined()
    expect(outsideWindow(START, at('2026-10-18T17:30:00.000Z'), 60, ZONE)?.when).toBe('early')
  })
})
