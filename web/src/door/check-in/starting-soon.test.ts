import { expect, it } from 'vitest'
import type { NamedDoorSession } from './door-sessions'
import { startingSoon } from './starting-soon'

const NOW = new Date('2026-10-17T17:00:00.000Z')
const session = (title: string, start: string, over: Partial<NamedDoorSession> = {}): NamedDoorSession => ({
  kind: 'tour-session',
  targetId: `tour.${title}`,
  sessionKey: 'a',
  title,
  start,
  siteId: 'site.a',
  siteName: 'A Hall',
  cancelled: false,
  capacity: 10,
  booked: 4,
  tickets: 2,
  checkedIn: 0,
  checkedInPlaces: 0,
  noShows: 0,
  walkUps: 0,
  placesLeft: 6,
  checkInsUndone: 0,
  ...over,
})

it('lists the sessions of the next two hours and those just started, by start, leaving out the cancelled', () => {
  const soon = startingSoon(
    [
      session('later', '2026-10-17T19:30:00.000Z'),
      session('in two hours', '2026-10-17T19:00:00.000Z'),
      session('started five minutes ago', '2026-10-17T16:55:00.000Z'),
      session('started an hour ago', '2026-10-17T16:00:00.000Z'),
      session('cancelled', '2026-10-17T17:30:00.000Z', { cancelled: true }),
      session('in half an hour', '2026-10-17T17:30:00.000Z'),
    ],
    NOW,
  )
  expect(soon.map((s) => s.title)).toEqual(['started five minutes ago', 'in half an hour', 'in two hours'])
})
