import { beforeAll, describe, expect, it } from 'vitest'
import { demoDocuments, ofType } from '../../test/demo-dataset'
import type { LakeDocument } from '@ohc/lake'
import { getSettings, getWaitlistOfferHours } from '@/content/settings'
import { loadTarget } from './targets'

// The demo dataset's ballots (scripts/src/generate/demo-ballots.ts) as the booking rules receive
// them, through the readers' GROQ on the local dataset, against what the documents say.

type Session = { _key: string; start: string; booking?: string; ballot?: Record<string, unknown> }

let ballotTours: LakeDocument[]
let ballotEvent: LakeDocument | undefined

beforeAll(() => {
  const docs = demoDocuments()
  ballotTours = ofType(docs, 'tour').filter((t) => ((t.sessions ?? []) as Session[]).some((s) => s.booking === 'ballot'))
  ballotEvent = ofType(docs, 'event').find((e) => (e.registration as { booking?: string } | undefined)?.booking === 'ballot')
})

const iso = (value: unknown) => new Date(String(value)).toISOString()

describe('sessions booked by ballot', () => {
  it('come with their ballot; the tour’s other sessions stay first come', async () => {
    expect(ballotTours).toHaveLength(3)
    for (const tour of ballotTours) {
      const target = await loadTarget('tour-session', tour._id)
      const stored = (tour.sessions as Session[]).find((s) => s.booking === 'ballot')
      const drawn = target?.sessions.find((s) => s.key === stored?._key)
      expect(drawn?.mode, tour._id).toBe('ballot')
      expect(drawn?.ballot).toEqual({
        entryOpens: iso(stored?.ballot?.entryOpens),
        entryCloses: iso(stored?.ballot?.entryCloses),
        drawAt: iso(stored?.ballot?.drawAt),
        confirmBy: iso(stored?.ballot?.confirmBy),
        maxParty: stored?.ballot?.maxParty,
        membersShare: stored?.ballot?.membersShare,
      })
      const others = target?.sessions.filter((s) => s.key !== stored?._key) ?? []
      expect(others.length).toBeGreaterThan(0)
      expect(others.every((s) => s.mode === 'first-come' && s.ballot === undefined)).toBe(true)
    }
  })

  it('include an event’s registration', async () => {
    const target = await loadTarget('event', String(ballotEvent?._id))
    expect(target?.sessions.map((s) => [s.mode, s.ballot?.maxParty])).toEqual([['ballot', 3]])
    expect(target?.sessions[0]?.ballot?.confirmBy).toBe(
      iso((ballotEvent?.registration as { ballot: { confirmBy: string } }).ballot.confirmBy),
    )
  })
})

describe('the waiting list', () => {
  it('offers a freed place for 12 hours when the settings do not say', async () => {
    expect((await getSettings()).waitlistOfferHours).toBe(12)
    expect(await getWaitlistOfferHours()).toBe(12)
  })
})
