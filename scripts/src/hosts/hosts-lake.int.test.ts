// The hosts command on the stand-in Content Lake, through @sanity/client: only the current
// edition's hosts are patched, on the published site and its draft, in one transaction; a second
// run sends nothing; a site carried forward by rollover gets its hosts in the draft; an editor's
// change between the read and the write makes the write fail whole.

import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LakeStandIn } from '@ohc/lake/stand-in'
import { DEMO_HOST_EMAIL } from '../generate/demo-hosts'
import { createLakeClient } from '../pipeline/lake'
import { captureIo } from '../pipeline/test-io'
import { lakeArgs, mutateRequests, scratchDir, startStandIn, storeOf, TOKEN } from '../pipeline/test-lake'
import { runRolloverCommand } from '../rollover/command'
import { generateDataset, type TestDocument } from '../test-support'
import { runHostsCommand } from './command'
import { indexSites } from './current-sites'
import { parseHostsCsv } from './hosts-csv'
import { readHostsDocuments, writeHosts } from './lake'
import { planHosts } from './plan'
import { csvFile, hostedIds, hostsIn, withoutHosts } from './test-hosts'

const demo = generateDataset()
const dir = scratchDir('hosts-lake')
afterAll(() => {
  demo.remove()
  rmSync(dir, { recursive: true, force: true })
})

const [first, second, third] = hostedIds(demo.documents) as [string, string, string]
const slug = (id: string) => id.replace(/^site\./, '')

let standIn: LakeStandIn
beforeEach(async () => {
  standIn = await startStandIn({ datasets: { production: demo.documents } })
})
afterEach(() => standIn.close())

const client = () => createLakeClient({ projectId: standIn.projectId, dataset: 'production', token: TOKEN, apiHost: standIn.url })
const run = async (args: string[]) => {
  const io = captureIo()
  const code = await runHostsCommand(args, io, {})
  return { code, io }
}
const draftOf = (id: string) => ({ ...(demo.byId.get(id) as TestDocument), _id: `drafts.${id}` })

describe('hosts on a Content Lake', () => {
  it('patches the current edition of the published site and its draft, once, and nothing the second time', async () => {
    await client().createOrReplace(draftOf(first))
    const csv = csvFile(dir, ['email,site', `ana@example.org,${slug(first)}`, `ben@example.org,${second}`])
    const before = mutateRequests(standIn).length

    const dry = await run([csv, ...lakeArgs(standIn), '--dry-run'])
    expect(dry.code, dry.io.all()).toBe(0)
    expect(mutateRequests(standIn)).toHaveLength(before)

    const { code, io } = await run([csv, ...lakeArgs(standIn)])
    expect(code, io.all()).toBe(0)
    const sent = mutateRequests(standIn).slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.ids).toEqual([first, `drafts.${first}`, second])
    const store = storeOf(standIn)
    expect(hostsIn(store, first)).toEqual(['ana@example.org'])
    expect(hostsIn(store, `drafts.${first}`)).toEqual(['ana@example.org'])
    expect(hostsIn(store, second)).toEqual(['ben@example.org'])
    expect(hostsIn(store, third)).toEqual([DEMO_HOST_EMAIL])
    // Only the hosts moved: every other field of the patched documents is as it was.
    for (const id of [first, second]) expect(withoutHosts(store.find((d) => d._id === id))).toEqual(withoutHosts(demo.byId.get(id)))
    expect(io.outLines).toContain('hosts: done: 3 document(s) patched in local/production at ' + standIn.url)

    const again = await run([csv, ...lakeArgs(standIn)])
    expect(again.code, again.io.all()).toBe(0)
    expect(again.io.outLines).toContain('hosts: no changes: nothing was written')
    expect(mutateRequests(standIn).slice(before)).toHaveLength(1)
  })

  it('with --replace-all, unsets the hosts of the sites the file does not name', async () => {
    const csv = csvFile(dir, ['email,site', `ana@example.org,${first}`])
    const { code, io } = await run([csv, ...lakeArgs(standIn), '--replace-all'])
    expect(code, io.all()).toBe(0)
    const store = storeOf(standIn)
    expect(hostedIds(store)).toEqual([first])
    expect(hostsIn(store, second)).toBeUndefined()
  })

  it('writes nothing when a row is bad', async () => {
    const csv = csvFile(dir, ['email,site', `ana@example.org,${first}`, 'ben@example.org,no-such-site'])
    const before = mutateRequests(standIn).length
    const { code, io } = await run([csv, ...lakeArgs(standIn)])
    expect(code).toBe(1)
    expect(io.errLines[0]).toBe(`${csv}:3: unknown site "no-such-site" (neither a site's slug nor its document id)`)
    expect(mutateRequests(standIn)).toHaveLength(before)
    expect(hostsIn(storeOf(standIn), first)).toEqual([DEMO_HOST_EMAIL])
  })

  it('after a rollover, gives the hosts to the drafts that hold the new year, and leaves the published sites', async () => {
    const rolled = captureIo()
    expect(await runRolloverCommand(['--year', '2027', ...lakeArgs(standIn)], rolled, {}), rolled.all()).toBe(0)
    const csv = csvFile(dir, ['email,site', `ana@example.org,${slug(first)}`])
    const { code, io } = await run([csv, ...lakeArgs(standIn)])
    expect(code, io.all()).toBe(0)
    expect(io.outLines).toContain(`hosts: ${slug(first)}: 1 host added, 0 removed; draft only: live when the draft is published`)
    const store = storeOf(standIn)
    expect(hostsIn(store, `drafts.${first}`, 2027)).toEqual(['ana@example.org'])
    expect(hostsIn(store, `drafts.${first}`, 2026)).toEqual([DEMO_HOST_EMAIL])
    expect(store.find((d) => d._id === first)).toEqual(demo.byId.get(first))
  })

  it('fails whole, writing nothing, when a site changed between the read and the write', async () => {
    await client().createOrReplace(draftOf(first))
    const { rows, problems } = parseHostsCsv(['email,site', `ana@example.org,${first}`, `ben@example.org,${second}`].join('\n'))
    const plan = planHosts(indexSites(await readHostsDocuments(client())), rows, problems, { replaceAll: false })
    await client().patch(`drafts.${first}`).set({ name: 'Renamed meanwhile' }).commit()
    await expect(writeHosts(client(), plan)).rejects.toThrow(/unexpected revision/)
    const store = storeOf(standIn)
    expect(hostsIn(store, first)).toEqual([DEMO_HOST_EMAIL])
    expect(hostsIn(store, second)).toEqual([DEMO_HOST_EMAIL])
  })
})
