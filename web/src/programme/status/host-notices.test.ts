import { describe, expect, it } from 'vitest'
import type { PlaceNotice } from '@/content/status'
import type { Site } from '@/content/sites'
import type { Wait } from '@/door/lines/wait'
import { siteNotices, withHostNotices } from './host-notices'

const wait = (fields: Partial<Wait>): Wait => ({ reportedAt: '2026-10-17T15:10:00.000Z', fresh: true, ...fields })
const editor = { kind: 'hours-changed' as const, message: 'Opens at noon', postedAt: '2026-10-17T14:00:00.000Z' }

describe('a site’s notices', () => {
  it('adds the host’s at capacity or closed early to the editor’s, newest first, while fresh', () => {
    expect(siteNotices(editor, wait({ status: 'at-capacity' }))).toEqual([
      { kind: 'at-capacity', postedAt: '2026-10-17T15:10:00.000Z', source: 'host' },
      { ...editor, source: 'editor' },
    ])
    expect(siteNotices(undefined, wait({ status: 'closed-early', fresh: false }))).toEqual([])
    expect(siteNotices(undefined, wait({ minutes: 20 }))).toEqual([])
  })

  it('keeps the editor’s notice of the same kind, which may say more', () => {
    const full = { kind: 'at-capacity' as const, postedAt: '2026-10-17T14:00:00.000Z' }
    expect(siteNotices(full, wait({ status: 'at-capacity' }))).toEqual([{ ...full, source: 'editor' }])
  })
})

describe('/api/status with the hosts’ notices', () => {
  it('adds one per site with a fresh status, its place named', () => {
    const sites = [
      { id: 'site.a', name: 'A', slug: 'a' },
      { id: 'site.b', name: 'B', slug: 'b' },
    ] as Site[]
    const notices: PlaceNotice[] = [{ ...editor, source: 'editor', place: { type: 'event', id: 'e', name: 'E', href: '/events/e' } }]
    const waits = new Map([
      ['site.a', wait({ status: 'closed-early' })],
      ['site.b', wait({ minutes: 5 })],
    ])
    expect(withHostNotices(notices, sites, waits)).toEqual([
      {
        kind: 'closed-early',
        postedAt: '2026-10-17T15:10:00.000Z',
        source: 'host',
        place: { type: 'site', id: 'site.a', name: 'A', href: '/sites/a' },
      },
      notices[0],
    ])
  })
})
