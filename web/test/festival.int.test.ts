import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { festivalNow } from '@/content/api/festival'
import { demoDocuments } from './demo-dataset'
import { startLakeSite, type LakeSite } from './lake-site'

// /api/festival as the real server answers it, its clock on the festival's Saturday: the phase
// and the next one's start in Chicago's time, cached like the other public answers.

let lake: LakeSite | undefined
const base = () => {
  if (!lake) throw new Error('the site did not start')
  return lake.base
}

async function festival(base: string) {
  const response = await fetch(`${base}/api/festival`)
  expect(response.status).toBe(200)
  return { response, body: festivalNow.parse(((await response.json()) as { data: unknown }).data) }
}

describe('/api/festival', () => {
  beforeAll(async () => {
    lake = await startLakeSite({ OHC_TEST_NOW: '2026-10-17T17:00:00Z' })
  })
  afterAll(async () => {
    await lake?.close()
    lake = undefined
  })

  it('on the Saturday: the weekend, over at midnight after Sunday in Chicago, cached a minute', async () => {
    const { response, body } = await festival(base())
    expect(body).toEqual({
      year: 2026,
      timeZone: 'America/Chicago',
      startDate: '2026-10-17',
      endDate: '2026-10-18',
      programmeFrom: '2026-09-05',
      phase: 'weekend',
      nextPhase: { phase: 'over', startsAt: '2026-10-19T05:00:00.000Z' },
      next: null,
    })
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect(response.headers.get('etag')).toBeTruthy()
  })
})

// A tour's and an event's ticket links follow the festival: up while it is ahead, gone once the
// page says the festival is over (no "Book a place" under "The 2026 festival is over"). The
// description may still link there: that is the editors' text.
describe('ticket links on this festival’s tour and event pages', () => {
  const docs = demoDocuments()
  const tour = docs.find((d) => d._type === 'tour' && d.kind === 'festival' && d.year === 2026 && d.ticketUrl)
  const byBallot = (d: Record<string, unknown>) => (d.registration as { booking?: string } | undefined)?.booking === 'ballot'
  const event = docs.find((d) => d._type === 'event' && d.year === 2026 && d.ticketUrl && !d.cancelled && !d.membersOnly && !byBallot(d))
  // An event whose registration is a ballot, though it has an outside link and a members' head start stored.
  const ballotEvent = docs.find((d) => d._type === 'event' && d.year === 2026 && d.ticketUrl && !d.cancelled && byBallot(d))
  const pages = [
    { path: `/tours/${slugOf(tour)}`, ticketUrl: String(tour?.ticketUrl), label: 'Book a place' },
    { path: `/events/${slugOf(event)}`, ticketUrl: String(event?.ticketUrl), label: event?.isFree ? 'Register' : 'Buy tickets' },
  ]
  const html = async (path: string) => {
    const response = await fetch(`${base()}${path}`)
    expect(response.status).toBe(200)
    return response.text()
  }

  afterEach(async () => {
    await lake?.close()
    lake = undefined
  })

  it('with the programme out, each page links to its tickets', async () => {
    lake = await startLakeSite({ OHC_TEST_NOW: '2026-10-01T17:00:00Z' })
    for (const page of pages) {
      const text = await html(page.path)
      expect(text).not.toContain('data-festival-over')
      expect(text).toContain(`class="button" href="${page.ticketUrl}"`)
      expect(text).toContain(`>${page.label}</a>`)
    }
  })

  it('says one thing of who may book: a ballot has no outside link beside it and no members’ head start', async () => {
    lake = await startLakeSite({ OHC_TEST_NOW: '2026-10-01T17:00:00Z' })
    expect(ballotEvent, 'a ballot event with an outside link').toBeDefined()
    const text = await html(`/events/${slugOf(ballotEvent)}`)
    expect(text).toContain('By ballot, open to all')
    expect(text).not.toContain(`class="button" href="${String(ballotEvent?.ticketUrl)}"`)
    expect(text).not.toMatch(/register \d+ hours before everyone else/)
    // A tour with a ballot session among first-come ones: each row says its own.
    const tourText = await html(`/tours/${slugOf(tour)}`)
    const rows = [...tourText.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '')
    const ballotRows = rows.filter((row) => row.includes('By ballot'))
    expect(ballotRows.length).toBeGreaterThan(0)
    for (const row of ballotRows) expect(row).not.toMatch(/hours before everyone else|hours early/)
    expect(rows.some((row) => row.includes('First come'))).toBe(true)
  })

  it('after the weekend, each page says the festival is over and has no ticket link', async () => {
    lake = await startLakeSite({ OHC_TEST_NOW: '2026-11-26T17:00:00Z' })
    for (const page of pages) {
      const text = await html(page.path)
      expect(text).toContain('data-festival-over')
      expect(text).not.toContain(`class="button" href="${page.ticketUrl}"`)
      expect(text).not.toContain(`>${page.label}</a>`)
    }
  })
})

function slugOf(doc: Record<string, unknown> | undefined): string {
  const slug = doc?.slug as { current?: string } | undefined
  if (!slug?.current) throw new Error('the demo has no such page')
  return slug.current
}
