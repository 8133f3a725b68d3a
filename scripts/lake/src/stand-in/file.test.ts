// A stand-in serving a dataset file shows an edit of the file in the next answers, as a publish
// would on the real lake; without `watch` it keeps what it read first.

import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { afterAll, describe, expect, it } from 'vitest'
import { startLakeStandIn, type LakeStandIn } from './server'

const started: LakeStandIn[] = []
afterAll(() => Promise.all(started.map((standIn) => standIn.close())))

const write = (file: string, names: string[]) => {
  writeFileSync(file, names.map((name, i) => JSON.stringify({ _id: `site.${i}`, _type: 'site', name })).join('\n'))
  const later = new Date(Date.now() + 5000 * names.length)
  utimesSync(file, later, later)
}

async function namesFrom(file: string, watch: boolean) {
  const standIn = await startLakeStandIn({ datasets: { production: { file, watch } } })
  started.push(standIn)
  const client = createClient(standIn.clientConfig())
  return () => client.fetch<string[]>('*[_type == "site"] | order(name) .name')
}

describe('a stand-in serving a file', () => {
  it('answers from the file as it is now when watching, and from the first read otherwise', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ohc-lake-')), 'dataset.ndjson')
    write(file, ['Rookery'])
    const watched = await namesFrom(file, true)
    const fixed = await namesFrom(file, false)
    expect(await watched()).toEqual(['Rookery'])
    expect(await fixed()).toEqual(['Rookery'])
    write(file, ['Rookery', 'Auditorium'])
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await watched()).toEqual(['Auditorium', 'Rookery'])
    expect(await fixed()).toEqual(['Rookery'])
  })
})
