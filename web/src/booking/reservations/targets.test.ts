import { beforeAll, describe, expect, it } from 'vitest'
import { demoDocuments, ofType } from '../../../test/demo-dataset'
import type { LakeDocument } from '@ohc/lake'
import { getSettings, getWaitlistOfferHours } from '@/content/settings'
import { loadTarget, loadTargets } from './targets'

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

describe('the site a target happens at', () => {
  type Ref = { _ref: string } | undefined
  it('is a site tour’s site and an event’s venue site, read one by one and by site', async () => {
    const docs = demoDocuments()
    const tour = ofType(docs, 'tour').find((t) => t.year === 2026 && Array.isArray(t.sessions) && (t.site as Ref))!
    const siteId = (tour.site as { _ref: string })._ref
    expect((await loadTarget('tour-session', tour._id))?.siteId).toBe(siteId)
    const atVenue = ofType(docs, 'event').find(
      (e) => e.year === 2026 && (e.registration as { required?: boolean } | undefined)?.required && (e.venue as { site?: Ref })?.site,
    )!
    const venueSite = (atVenue.venue as { site: { _ref: string } }).site._ref
    expect((await loadTarget('event', atVenue._id))?.siteId).toBe(venueSite)
    const elsewhere = ofType(docs, 'event').find(
      (e) => e.year === 2026 && (e.registration as { required?: boolean } | undefined)?.required && !(e.venue as { site?: Ref })?.site,
    )!
    expect((await loadTarget('event', elsewhere._id))?.siteId).toBeNull()

    const atSite = await loadTargets(2026, siteId)
    expect(atSite.map((t) => t.id)).toContain(tour._id)
    expect(atSite.every((t) => t.siteId === siteId)).toBe(true)
    const all = await loadTargets(2026)
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([tour._id, atVenue._id, elsewhere._id]))
    expect(all.length).toBeGreaterThan(atSite.length)
  })
})
