import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentSource, type ContentSource } from './source'

// A Content Lake that stalls fails the read within the configured time, retries included, over
// real HTTP through @sanity/client to a stand-in of the Lake that answers late.

let standIn: LakeStandIn
let lake: ContentSource

beforeAll(async () => {
  standIn = await startLakeStandIn({ datasets: { production: [{ _id: 'settings', _type: 'settings', currentYear: 2026 }] } })
  lake = createContentSource({
    kind: 'lake',
    projectId: standIn.projectId,
    dataset: 'production',
    apiVersion: '2025-10-01',
    token: undefined,
    apiHost: standIn.url,
    timeoutMs: 400,
  })
})
afterAll(() => standIn.close())

const read = () => lake.query('*[_id == "settings"][0].currentYear', {}, { tags: [] })

describe('the Content Lake source', () => {
  it('reads while the Lake answers in time', async () => {
    expect(await read()).toBe(2026)
  })

  it('gives up on a Lake that answers too late, and on one that refuses, within its time limit', async () => {
    for (const fault of [{ slowMs: 3_000 }, 'refuse'] as const) {
      standIn.setFault(fault)
      const started = performance.now()
      await expect(read()).rejects.toThrow(/did not answer within 400 ms|ECONNRESET|socket hang up|fetch failed/)
      expect(performance.now() - started).toBeLessThan(1_500)
    }
    standIn.setFault(undefined)
    expect(await read()).toBe(2026)
  })
})
