import { describe, expect, it } from 'vitest'
import type { HostReport } from '@/platform/db/schema'
import { wordsIn } from '@/platform/i18n/catalogues'
import { hostNoticeOf, isShortLine, lineLabel, reportedAgo, waitOf, waitSummary, waitText, type Wait } from './wait'

const NOW = new Date('2026-10-17T15:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

function report(kind: 'line' | 'status', minutesAgo: number, fields: Partial<HostReport> = {}): HostReport {
  return {
    id: `${kind}-${minutesAgo}`,
    site_id: 'site.a',
    user_id: 'u',
    kind,
    delta: 0,
    minutes: null,
    status: null,
    last_entry: null,
    refused: null,
    tapped_at: ago(minutesAgo),
    received_at: ago(minutesAgo),
    day: '2026-10-17',
    ...fields,
  }
}
const line = (minutes: number, minutesAgo: number) => report('line', minutesAgo, { minutes })

describe('a wait’s freshness', () => {
  it('is current below 45 minutes, "no recent report" from 45 to 90, gone at 90', () => {
    expect(waitOf(line(30, 44.9), undefined, NOW)?.fresh).toBe(true)
    expect(waitOf(line(30, 45), undefined, NOW)?.fresh).toBe(false)
    expect(waitText(waitOf(line(30, 45), undefined, NOW), NOW)).toBe('No recent report')
    expect(waitOf(line(30, 89.9), undefined, NOW)?.fresh).toBe(false)
    expect(waitOf(line(30, 90), undefined, NOW)).toBeUndefined()
    expect(waitText(undefined, NOW)).toBeUndefined()
  })

  it('takes its time from the newer of the line and the status', () => {
    const wait = waitOf(line(20, 50), report('status', 5, { status: 'at-capacity' }), NOW)
    expect(wait).toMatchObject({ minutes: 20, status: 'at-capacity', reportedAt: ago(5), fresh: true })
  })

  it('forgets a "reopened": it only ends a pause', () => {
    expect(waitOf(line(10, 2), report('status', 1, { status: 'reopened' }), NOW)?.status).toBeUndefined()
  })
})

describe('a short line', () => {
  const wait = (fields: Partial<Wait>): Wait => ({ reportedAt: ago(1), fresh: true, ...fields })
  it('is 15 minutes or less, reported recently, with the doors open', () => {
    expect(isShortLine(wait({ minutes: 0 }))).toBe(true)
    expect(isShortLine(wait({ minutes: 15 }))).toBe(true)
    expect(isShortLine(wait({ minutes: 16 }))).toBe(false)
    expect(isShortLine(wait({ minutes: 5, fresh: false }))).toBe(false)
    expect(isShortLine(wait({ minutes: 5, status: 'at-capacity' }))).toBe(false)
    expect(isShortLine(wait({ minutes: 5, status: 'closed-early' }))).toBe(false)
    expect(isShortLine(wait({ minutes: 5, status: 'last-entry', lastEntry: '16:30' }))).toBe(true)
    expect(isShortLine(wait({ status: 'at-capacity' }))).toBe(false)
    expect(isShortLine(undefined)).toBe(false)
  })
})

describe('what a visitor reads', () => {
  it('names the line in rounded words', () => {
    expect(lineLabel(0)).toBe('No line')
    expect(lineLabel(30)).toBe('~30 min line')
    expect(lineLabel(59)).toBe('~59 min line')
    expect(lineLabel(60)).toBe('60+ min line')
  })

  it('says how long ago', () => {
    expect(reportedAgo(ago(0.5), NOW)).toBe('reported just now')
    expect(reportedAgo(ago(5), NOW)).toBe('reported 5 min ago')
    expect(reportedAgo(ago(70), NOW)).toBe('reported 1 h 10 min ago')
    // A phone a little ahead of the server is "just now", never in the future.
    expect(reportedAgo(ago(-2), NOW)).toBe('reported just now')
  })

  it('puts the line, the last entry and the time in one sentence', () => {
    expect(waitText(waitOf(line(30, 5), undefined, NOW), NOW)).toBe('~30 min line · reported 5 min ago')
    expect(waitText(waitOf(line(0, 0), undefined, NOW), NOW)).toBe('No line · reported just now')
    const lastEntry = waitOf(undefined, report('status', 2, { status: 'last-entry', last_entry: '16:30' }), NOW)
    expect(waitText(lastEntry, NOW)).toBe('Last entry at 4:30 PM · reported 2 min ago')
  })

  it('says it all in Spanish on a Spanish page, times as Spanish writes them', () => {
    const t = wordsIn('es', 'site')
    expect(waitText(waitOf(line(30, 5), undefined, NOW), NOW, t, 'es')).toBe('Fila de ~30 min · informado hace 5 min')
    expect(waitText(waitOf(line(0, 0), undefined, NOW), NOW, t, 'es')).toBe('Sin fila · informado ahora mismo')
    expect(waitText(waitOf(line(75, 70), undefined, NOW), NOW, t, 'es')).toBe('Sin informes recientes')
    expect(reportedAgo(ago(70), NOW, t)).toBe('informado hace 1 h 10 min')
    expect(lineLabel(60, t)).toBe('Fila de más de 60 min')
    const lastEntry = waitOf(undefined, report('status', 2, { status: 'last-entry', last_entry: '16:30' }), NOW)
    expect(waitText(lastEntry, NOW, t, 'es')).toBe('Última entrada a las 16:30 · informado hace 2 min')
  })

  it('leaves at capacity and closed early to the status badge while fresh, and names them on a map marker', () => {
    const full = waitOf(line(40, 10), report('status', 3, { status: 'at-capacity' }), NOW)
    expect(hostNoticeOf(full)).toEqual({ kind: 'at-capacity', postedAt: ago(3) })
    expect(waitText(full, NOW)).toBe('~40 min line · reported 3 min ago')
    expect(waitSummary(full, NOW)).toBe('At capacity now · ~40 min line · reported 3 min ago')
    const closed = waitOf(undefined, report('status', 50, { status: 'closed-early' }), NOW)
    expect(hostNoticeOf(closed)).toBeUndefined()
    expect(waitSummary(closed, NOW)).toBe('No recent report')
    expect(hostNoticeOf(waitOf(undefined, report('status', 1, { status: 'last-entry', last_entry: '16:30' }), NOW))).toBeUndefined()
  })
})
