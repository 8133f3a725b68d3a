// The demo generated for a date (the default of `npm start`): its festival is ahead, its booking
// and ballots open on that date, its archive on the usual weekends, and the same content as the
// pinned festival of that year under the same ids, so members' data outlives a regeneration.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateDataset, isObject, type GeneratedDataset, type TestDocument } from '../test-support'
import { parseCli } from './args'
import { demoFestival } from './demo-festival.mjs'
import { addDays, festivalWeekend } from './time'

const opened: GeneratedDataset[] = []
/** The dataset `generate --date DATE` writes, read back. */
const openDated = (date: string, scale = 1) => {
  const options = parseCli(['--date', date], 'unused')
  if (options === 'help') throw new Error('unexpected help')
  const dataset = generateDataset({ scale, currentYear: options.currentYear, currentSaturday: options.currentSaturday })
  opened.push(dataset)
  return dataset
}
afterAll(() => opened.forEach((d) => d.remove()))

const DAY_MS = 86_400_000
/** The site opens booking this many days before a session (web/src/booking/reservations/rules.ts). */
const BOOKING_OPENS_DAYS_BEFORE = 21

interface Dated {
  id: string
  start: string
  ballot?: Record<string, unknown>
}

/** Every bookable session of the current year: tour sessions, and events that take registrations. */
function sessionsOf(d: GeneratedDataset, year: number): Dated[] {
  const sessions: Dated[] = []
  for (const doc of d.documents) {
    if (doc.year !== year) continue
    if (doc._type === 'tour' && Array.isArray(doc.sessions)) {
      for (const s of doc.sessions.filter(isObject)) sessions.push({ id: doc._id, start: String(s.start), ...ballotOf(s) })
    }
    const registration = isObject(doc.registration) ? doc.registration : undefined
    if (doc._type === 'event' && registration?.required === true)
      sessions.push({ id: doc._id, start: String(doc.start), ...ballotOf(registration) })
  }
  return sessions
}
const ballotOf = (holder: Record<string, unknown>) => (isObject(holder.ballot) ? { ballot: holder.ballot } : {})
const at = (value: unknown) => Date.parse(String(value))

describe('generate --date', () => {
  const date = '2026-11-26'
  const festival = demoFestival(date)

  it('writes byte-identical files for the same date, seed and scale', () => {
    const a = openDated(date)
    const b = openDated(date)
    expect(readFileSync(join(a.dir, 'dataset.ndjson')).equals(readFileSync(join(b.dir, 'dataset.ndjson')))).toBe(true)
    expect(readFileSync(join(a.dir, 'manifest.json')).equals(readFileSync(join(b.dir, 'manifest.json')))).toBe(true)
    expect(a.manifest.festival).toEqual(festival)
  })

  it('holds the current festival on the chosen weekend, and the archive on its mid-October weekends', () => {
    const d = openDated(date)
    const byYear = new Map(d.ofType('festival').map((f) => [f.year, f]))
    expect(byYear.get(2026)).toMatchObject({ startDate: '2026-12-12', endDate: '2026-12-13' })
    for (const year of [2023, 2024, 2025]) {
      const { saturday, sunday } = festivalWeekend(year)
      expect(byYear.get(year)).toMatchObject({ startDate: saturday, endDate: sunday })
    }
    expect(d.byId.get('settings')?.tagline).toMatch(/December 12 and 13$/)
    const hours = d.ofType('site').flatMap((s) => (Array.isArray(s.editions) ? s.editions.filter(isObject) : []))
    const current = hours.filter((e) => e.year === 2026).flatMap((e) => (Array.isArray(e.hours) ? e.hours.filter(isObject) : []))
    expect(new Set(current.map((h) => h.date))).toEqual(new Set([festival.saturday, festival.sunday]))
  })

  it('has every session of the weekend bookable, and every ballot taking entries, all through each day that picks this festival', () => {
    const d = openDated(date)
    const weekend = sessionsOf(d, 2026).filter((s) => [festival.saturday, festival.sunday].includes(s.start.slice(0, 10)))
    const ballots = sessionsOf(d, 2026).filter((s) => s.ballot)
    expect(weekend.length).toBeGreaterThan(100)
    expect(ballots.length).toBe(4)
    // Every generation date from 19 days before the Saturday to 13 days before picks it.
    for (let lead = 13; lead <= 19; lead++) {
      const day = addDays(festival.saturday, -lead)
      expect(demoFestival(day)).toEqual(festival)
      const dayStarts = at(`${day}T00:00:00Z`)
      const dayEnds = dayStarts + DAY_MS
      for (const s of weekend) expect(at(s.start) - BOOKING_OPENS_DAYS_BEFORE * DAY_MS, `${s.id} on ${day}`).toBeLessThanOrEqual(dayStarts)
      for (const { id, start, ballot } of ballots) {
        expect([festival.saturday, festival.sunday], id).toContain(start.slice(0, 10))
        expect(at(ballot?.entryOpens), `${id} on ${day}`).toBeLessThanOrEqual(dayStarts)
        expect(at(ballot?.entryCloses), `${id} on ${day}`).toBeGreaterThan(dayEnds)
        expect(at(ballot?.drawAt), id).toBeLessThan(at(`${festival.saturday}T00:00:00-06:00`))
      }
    }
  })

  it('keeps the pinned festival’s ids and session keys for the same year, so bookings still point somewhere', () => {
    const dated = openDated(date)
    const pinned = generateDataset({ currentYear: 2026 })
    opened.push(pinned)
    const keys = (d: GeneratedDataset) =>
      d.documents.flatMap((doc: TestDocument) =>
        Array.isArray(doc.sessions) ? doc.sessions.filter(isObject).map((s) => `${doc._id}#${String(s._key)}`) : [doc._id],
      )
    expect(keys(dated)).toEqual(keys(pinned))
    expect(dated.text).not.toEqual(pinned.text)
  })

  it('moves the festival to the next weekend for a date after it, under the same ids', () => {
    // Generated on 20 October, the festival is on 7–8 November; from the Monday after, it moves on.
    const before = openDated('2026-10-20', 0.2)
    expect(before.byId.get('festival.2026')).toMatchObject({ startDate: '2026-11-07', endDate: '2026-11-08' })
    const after = openDated('2026-11-09', 0.2)
    expect(after.byId.get('festival.2026')).toMatchObject({ startDate: '2026-11-28', endDate: '2026-11-29' })
    expect(after.documents.map((d) => d._id)).toEqual(before.documents.map((d) => d._id))
  })
})
