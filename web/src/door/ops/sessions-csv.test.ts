import { expect, it } from 'vitest'
import { sessionsCsv, type SessionRow } from './sessions-csv'

const row = (over: Partial<SessionRow>): SessionRow => ({
  start: '2026-10-17T19:30:00.000Z',
  title: 'Rooftop tour',
  kind: 'tour-session',
  siteName: 'A Hall',
  capacity: 12,
  booked: 10,
  tickets: 5,
  checkedIn: 4,
  checkedInPlaces: 8,
  noShows: 1,
  walkUps: 2,
  checkInsUndone: 0,
  ...over,
})

it('writes one row per session by start, in the festival’s zone, with its door figures', () => {
  const text = sessionsCsv(
    [
      row({ start: '2026-10-18T15:00:00.000Z', title: 'Talk', kind: 'event', siteName: null, booked: 3, tickets: 3 }),
      row({ checkInsUndone: 1 }),
    ],
    'America/Chicago',
  )
  expect(text).toBe(
    [
      'day,start,title,kind,site,capacity,places booked,tickets,tickets checked in,places checked in,no-shows,walk-up places,check-ins undone',
      '2026-10-17,2:30 PM,Rooftop tour,tour,A Hall,12,10,5,4,8,1,2,1',
      '2026-10-18,10:00 AM,Talk,event,,12,3,3,4,8,1,2,0',
      '',
    ].join('\r\n'),
  )
})

it('keeps an editor’s title that looks like a formula from running', () => {
  expect(sessionsCsv([row({ title: '=cmd()' })], 'America/Chicago')).toContain(`,'=cmd(),tour,`)
})
