// Set-up's choice of the demo's festival and of each dataset's generate arguments: data/demo keeps
// its festival until that is over, then moves to the one the date picks; data/test is pinned.

import { describe, expect, it } from 'vitest'
import { demoFestival } from '../src/generate/demo-festival.mjs'
import { DATASETS, demoStamp, festivalOfStamp, generateArgs, wantedDemoFestival } from './datasets.mjs'

const SOURCES = 'a1b2c3'

describe('the demo dataset’s festival', () => {
  it('is the one the date picks when there is no stamp, or one from before festivals had dates', () => {
    expect(wantedDemoFestival(undefined, '2026-11-26')).toEqual(demoFestival('2026-11-26'))
    expect(wantedDemoFestival(SOURCES, '2026-11-26')).toEqual(demoFestival('2026-11-26'))
  })

  it('stays the one in the stamp until its weekend is over, even when the generator changed', () => {
    const held = demoFestival('2026-11-26')
    const stamp = demoStamp(SOURCES, held)
    expect(festivalOfStamp(stamp)).toEqual(held)
    // Ten days on, the date alone would pick a later weekend; the demo keeps its own.
    expect(demoFestival('2026-12-06')).not.toEqual(held)
    expect(wantedDemoFestival(stamp, '2026-12-06')).toEqual(held)
    expect(wantedDemoFestival(demoStamp('d4e5f6', held), held.sunday)).toEqual(held)
  })

  it('moves to the date’s festival from the Monday after the weekend, so the stamp changes', () => {
    const held = demoFestival('2026-11-26')
    const stamp = demoStamp(SOURCES, held)
    const next = wantedDemoFestival(stamp, '2026-12-14')
    expect(next).toEqual(demoFestival('2026-12-14'))
    expect(next.saturday > held.sunday).toBe(true)
    expect(demoStamp(SOURCES, next)).not.toBe(stamp)
  })
})

describe('generate arguments', () => {
  it('gives the demo a date that picks its festival, and the tests the pinned year, each in its own folder', () => {
    const held = demoFestival('2026-11-26')
    expect(generateArgs('/repo', 'demo', held)).toEqual([
      '--filter',
      '@ohc/scripts',
      'generate',
      '--date',
      '2026-11-29',
      '--out',
      '/repo/data/demo',
    ])
    expect(demoFestival('2026-11-29')).toEqual(held)
    expect(generateArgs('/repo', 'test')).toEqual([
      '--filter',
      '@ohc/scripts',
      'generate',
      '--current-year',
      '2026',
      '--out',
      '/repo/data/test',
    ])
    expect(DATASETS.demo.stamp).not.toBe(DATASETS.test.stamp)
  })
})
