import { describe, expect, it } from 'vitest'
import { Dataset } from '@ohc/lake/stand-in'
import { noticeValue, statusMutations, statusPath } from './live-status-steps'

// The patches are applied by the Content Lake stand-in's own patch engine, as the Lake would.

const site = {
  _id: 'site.a',
  _type: 'site',
  name: 'A',
  editions: [
    { _key: 'e2025', year: 2025 },
    { _key: 'e2026', year: 2026, hours: [] },
  ],
}
const tour = { _id: 'tour.t', _type: 'tour', title: 'T', sessions: [{ _key: 's1' }, { _key: 's2' }] }
const event = { _id: 'event.e', _type: 'event', title: 'E' }
const NOW = new Date('2026-10-17T19:32:00Z')

async function applied(docs: object[], mutations: ReturnType<typeof statusMutations>) {
  const dataset = new Dataset({ documents: docs as never })
  await dataset.mutate(mutations as never)
  return (id: string) => dataset.documents.get(id) as Record<string, unknown> | undefined
}

describe('live status steps', () => {
  it('posts a site notice on its current edition, on the published document and its draft', async () => {
    const at = statusPath(site, 2026)
    expect(at).toEqual({ path: 'editions[_key=="e2026"].status' })
    const notice = noticeValue('cancelled', '  Burst pipe  ', NOW)
    expect(notice).toEqual({ _type: 'statusNotice', kind: 'cancelled', message: 'Burst pipe', postedAt: '2026-10-17T19:32:00.000Z' })
    const read = await applied(
      [site, { ...site, _id: 'drafts.site.a' }],
      statusMutations({ published: 'site.a', draft: 'drafts.site.a' }, 'editions[_key=="e2026"].status', notice),
    )
    for (const id of ['site.a', 'drafts.site.a']) {
      const editions = read(id)!.editions as { year: number; status?: unknown }[]
      expect(editions.find((e) => e.year === 2026)!.status).toEqual(notice)
      expect(editions.find((e) => e.year === 2025)!.status).toBeUndefined()
    }
  })

  it('posts on one tour session or an event, and clears it again', async () => {
    const path = statusPath(tour, 2026, 's2')
    expect(path).toEqual({ path: 'sessions[_key=="s2"].status' })
    const notice = noticeValue('long-wait', '', NOW)
    expect(notice).not.toHaveProperty('message')
    let read = await applied([tour], statusMutations({ published: 'tour.t' }, 'sessions[_key=="s2"].status', notice))
    expect((read('tour.t')!.sessions as { _key: string; status?: unknown }[]).map((s) => s.status)).toEqual([undefined, notice])
    read = await applied([{ ...event, status: notice }], statusMutations({ published: 'event.e' }, 'status', null))
    expect(read('event.e')).not.toHaveProperty('status')
  })

  it('says why it cannot post', () => {
    expect(statusPath({ ...site, editions: [{ _key: 'e2025', year: 2025 }] }, 2026)).toEqual({
      problem: expect.stringMatching(/no 2026 edition/),
    })
    expect(statusPath(tour, 2026)).toEqual({ problem: 'Choose the session.' })
    expect(statusPath(tour, 2026, 'gone')).toEqual({ problem: expect.stringMatching(/no longer/) })
    expect(statusPath({ _id: 'p', _type: 'page' }, 2026)).toEqual({ problem: expect.stringMatching(/sites, events and tour sessions/) })
  })
})
