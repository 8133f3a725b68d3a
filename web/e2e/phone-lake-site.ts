import { startLakeSite, type LakeSite } from '../test/lake-site'
import { test } from './fixtures'

// For a spec of the festival weekend on a phone: its own site in Content Lake mode on a stand-in
// of the Lake (own server, outbox and database, its clock at `now`), started for the phone
// project only.

/** Starts the site before the file's tests and stops it after; call the result for the site. */
export function phoneLakeSite(now: string): () => LakeSite {
  let lake: LakeSite | undefined
  // Playwright reads the fixtures a hook asks for from its first parameter: this one asks for none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'phone') return
    test.setTimeout(120_000)
    lake = await startLakeSite({ OHC_TEST_NOW: now })
  })
  test.afterAll(async () => {
    await lake?.close()
    lake = undefined
  })
  return () => {
    if (!lake) throw new Error('the Lake-mode site did not start')
    return lake
  }
}
