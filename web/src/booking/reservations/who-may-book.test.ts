import { expect, it } from 'vitest'
import { whoMayBook } from './who-may-book'

const ballot = (membersShare: number) => ({
  entryOpens: '2026-09-26T15:00:00.000Z',
  entryCloses: '2026-10-09T15:30:00.000Z',
  drawAt: '2026-10-10T15:30:00.000Z',
  confirmBy: '2026-10-13T15:30:00.000Z',
  maxParty: 4,
  membersShare,
})

it('says one thing per session: a ballot never claims an early start, whatever head start is stored', () => {
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 24, mode: 'ballot', ballot: ballot(0) })).toBe('By ballot, open to all')
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 24, mode: 'ballot', ballot: ballot(30) })).toBe(
    'By ballot, open to all; 30% of the places drawn among members first',
  )
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 24, mode: 'first-come' })).toBe(
    'First come; members book 24 hours before everyone else',
  )
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 0, mode: 'first-come' })).toBe('First come, open to all')
  expect(whoMayBook({ membersOnly: true, memberPriorityHours: 24, mode: 'ballot', ballot: ballot(30) })).toBe('Members only')
})

it('says it in the page’s language', () => {
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 24, mode: 'ballot', ballot: ballot(30) }, 'es')).toBe(
    'Por sorteo, abierto a todos; el 30 % de las plazas se sortea primero entre los socios',
  )
  expect(whoMayBook({ membersOnly: false, memberPriorityHours: 24, mode: 'first-come' }, 'es')).toBe(
    'Por orden de llegada; los socios reservan 24 horas antes que el resto',
  )
})
