import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { festivalNow } from '@/content-api/festival'
import { startLakeSite, type LakeSite } from './lake-site'

// /api/festival as the real server answers it, its clock on the festival's Saturday: the phase
// and the next one's start in Chicago's time, cached like the other public answers.

let lake: LakeSite | undefined
const base = () => {
  if (!lake) throw new Error('the site did not start')
  return lake.base
}

afterAll(async () => {
  await lake?.close()
})

async function festival(base: string) {
  const response = await fetch(`${base}/api/festival`)
  expect(response.status).toBe(200)
  return { response, body: festivalNow.parse(((await response.json()) as { data: unknown }).data) }
}

describe('/api/festival', () => {
  beforeAll(async () => {
    lake = await startLakeSite({ OHC_TEST_NOW: '2026-10-17T17:00:00Z' })
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
