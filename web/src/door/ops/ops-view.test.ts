import { expect, it } from 'vitest'
import type { HostedSite } from '@/content/hosts'
import type { Wait } from '@/door/lines/wait'
import { buildOpsView, type OpsInput } from './ops-view'

// The view model from what was read: the chosen day's table, the totals, the lines, the quiet
// doors and the hosts signed in. Saturday 2026-10-17 in Chicago (CDT, UTC−5).

const ZONE = 'America/Chicago'
const NOW = new Date('2026-10-17T17:00:00Z') // noon
const hours = [{ day: 'saturday' as const, date: '2026-10-17', opens: '10:00', closes: '17:00' }]
const site = (id: string, hosts: string[] = []): HostedSite => ({ id, name: `Site ${id}`, slug: `site-${id}`, hosts, hours })
const hosted = [site('a', ['ann@example.org']), site('b', ['bo@example.org', 'bea@example.org']), site('c', ['cy@example.org'])]
const wait = (minutes: number, fresh = true): Wait => ({ minutes, reportedAt: '2026-10-17T16:50:00Z', fresh })

const input: OpsInput = {
  now: NOW,
  timeZone: ZONE,
  days: ['2026-10-17', '2026-10-18'],
  day: '2026-10-17',
  today: '2026-10-17',
  sites: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `Site ${id}`, slug: `site-${id}` })),
  hosted,
  taps: [
    { siteId: 'a', tappedAt: '2026-10-17T15:05:00Z', delta: 1 },
    { siteId: 'a', tappedAt: '2026-10-17T16:05:00Z', delta: 1 },
    { siteId: 'd', tappedAt: '2026-10-17T16:10:00Z', delta: 4 },
  ],
  totals: [
    { siteId: 'a', day: '2026-10-17', total: 2 },
    { siteId: 'd', day: '2026-10-17', total: 4 },
    { siteId: 'a', day: '2026-10-18', total: 9 },
  ],
  waits: new Map([
    ['a', wait(20)],
    ['b', wait(45)],
    ['c', wait(60, false)],
  ]),
  lastReports: new Map([
    ['a', '2026-10-17T16:50:00Z'],
    ['b', '2026-10-17T16:20:00Z'],
  ]),
  signedIn: new Set(['bea@example.org', 'ann@example.org']),
}

it('tabulates the day’s visits per site and hour, busiest first, with totals', () => {
  const view = buildOpsView(input)
  expect(view.hours.map((h) => h.label)).toEqual(['10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM'])
  // In Spanish: the hours as Spanish writes them, and the days in Spanish.
  const spanish = buildOpsView({ ...input, language: 'es' })
  expect(spanish.hours.map((h) => h.label)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
  expect(spanish.dayLabel).toBe('sábado, 17 de octubre de 2026')
  expect(view.rows.map((r) => [r.id, r.total, r.byHour.slice(0, 2)])).toEqual([
    ['d', 4, [0, 4]],
    ['a', 2, [1, 1]],
    ['b', 0, [0, 0]],
    ['c', 0, [0, 0]],
  ])
  expect(view.hourTotals.slice(0, 2)).toEqual([1, 5])
  expect(view.dayTotal).toBe(6)
  expect(view.dayTotals.map((d) => d.visits)).toEqual([6, 9])
  expect(view.weekendTotal).toBe(15)
  expect(view.days.map((d) => [d.chosen, d.today])).toEqual([
    [true, true],
    [false, false],
  ])
})

it('lists the fresh lines, longest first, and the open doors quiet for 30 minutes', () => {
  const view = buildOpsView(input)
  expect(view.lines.map((l) => [l.id, l.minutes])).toEqual([
    ['b', 45],
    ['a', 20],
  ])
  expect(view.quiet).toEqual([
    { id: 'b', name: 'Site b', slug: 'site-b', lastReportAt: '2026-10-17T16:20:00Z' },
    { id: 'c', name: 'Site c', slug: 'site-c' },
  ])
  // After closing time nothing is quiet: the doors are shut.
  expect(buildOpsView({ ...input, now: new Date('2026-10-17T23:00:00Z') }).quiet).toEqual([])
})

it('counts the hosts signed in and names their sites, not them', () => {
  const { hosts } = buildOpsView(input)
  expect(hosts).toEqual({
    signedIn: 2,
    total: 4,
    hostedSites: 3,
    sites: [
      { id: 'a', name: 'Site a', slug: 'site-a' },
      { id: 'b', name: 'Site b', slug: 'site-b' },
    ],
  })
})
