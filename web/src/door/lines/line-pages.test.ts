import { expect, it } from 'vitest'
// The cache handlers' rule, in plain ESM beside them (Next loads them without compiling).
import { contentFailing, LINE_PAGE_SECONDS, noteContentRead, pastLineBound } from '../../../line-pages.mjs'
import { WAITS_REVALIDATE_SECONDS } from './announce'

const NOW = 1_800_000_000_000

it('holds the pages that show a line to the same bound as their revalidation', () => {
  expect(LINE_PAGE_SECONDS).toBe(WAITS_REVALIDATE_SECONDS)
})

it('answers a site page or sites list past the bound as missing, by path or by route key, and nothing else', () => {
  const old = NOW - 6_000
  for (const key of [
    '/sites',
    '/sites/abernathy-cold-storage',
    '/iframe/sites',
    '/sites/Results/sort=line',
    '/route-cache/APP_PAGE/ab12/$/sites/x',
    // As the cache keeps them: under the page's language.
    '/en/sites',
    '/es/sites/abernathy-cold-storage',
    '/es/iframe/sites/Results/sort=line',
    '/route-cache/APP_PAGE/ab12/$/en/sites/x',
  ])
    expect(pastLineBound(key, old, NOW), key).toBe(true)
  for (const key of ['/index', '/events', '/sitesmap', '/route-cache/APP_PAGE/ab12/$/tours', 'a1b2c3d4e5', '/en/events', '/es/sitesmap'])
    expect(pastLineBound(key, old, NOW), key).toBe(false)
  // Within the bound, the copy is served.
  expect(pastLineBound('/sites', NOW - 4_000, NOW)).toBe(false)
})

it('serves a line page past its bound from its copy while the content cannot be read, and renders it again once it can', () => {
  const old = NOW - 6_000
  try {
    noteContentRead(false, NOW - 1_000)
    expect(contentFailing(NOW)).toBe(true)
    expect(pastLineBound('/sites', old, NOW)).toBe(false)
    // A failure counts for a minute at most …
    expect(pastLineBound('/sites', old, NOW + 60_000)).toBe(true)
    // … and until a read succeeds.
    noteContentRead(true, NOW)
    expect(pastLineBound('/sites', old, NOW)).toBe(true)
  } finally {
    noteContentRead(true)
  }
})
