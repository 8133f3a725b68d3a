// The hosts command on a copy of the demo dataset: the file's hosts set exactly, a second run
// changes nothing, --replace-all, and every bad row named by its line with nothing written.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readNdjsonFile } from '@ohc/lake'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_HOST_EMAIL } from '../generate/demo-hosts'
import { captureIo } from '../pipeline/test-io'
import { copyDataset } from '../pipeline/test-lake'
import { generateDataset, type TestDocument } from '../test-support'
import { runHostsCommand } from './command'
import { csvFile, hostedIds, hostsIn, withoutHosts, YEAR } from './test-hosts'

const demo = generateDataset()
afterAll(() => demo.remove())

const demoHosted = hostedIds(demo.documents)
const [first, second, third] = demoHosted as [string, string, string]
const slug = (id: string) => id.replace(/^site\./, '')
const noEdition = demo.ofType('site').find((s) => !(s.editions as { year: number }[]).some((e) => e.year === YEAR)) as TestDocument

let copy: ReturnType<typeof copyDataset>
beforeEach(() => {
  copy = copyDataset(demo.dir, 'hosts')
})
afterEach(() => copy.remove())

const read = (file = copy.file): TestDocument[] => readNdjsonFile(file)
const run = async (args: string[]) => {
  const io = captureIo()
  const code = await runHostsCommand(args, io, {})
  return { code, io }
}

/** Every document but `changed` is as the demo has it; the changed ones differ only in their hosts. */
function expectOnlyHostsChanged(docs: readonly TestDocument[], changed: string[]) {
  expect(docs.map((d) => d._id)).toEqual(demo.documents.map((d) => d._id))
  for (const doc of docs) {
    if (changed.includes(doc._id)) expect(withoutHosts(doc)).toEqual(withoutHosts(demo.byId.get(doc._id)))
    else expect(doc).toEqual(demo.byId.get(doc._id))
  }
}

describe('hosts on a local dataset', () => {
  it('sets exactly the hosts the file names, by slug or id, and a second run changes nothing', async () => {
    const csv = csvFile(copy.dir, [
      'Email , Site ',
      ` Ana@Example.ORG , ${slug(first)}`,
      `ben@example.org,${slug(first)}`,
      '',
      `cy@example.org,${second}`,
      `${DEMO_HOST_EMAIL},${second}`,
    ])
    const { code, io } = await run([csv, copy.file, '--write', '--verbose'])
    expect(code, io.all()).toBe(0)
    const docs = read()
    expect(hostsIn(docs, first)).toEqual(['ana@example.org', 'ben@example.org'])
    expect(hostsIn(docs, second)).toEqual(['cy@example.org', DEMO_HOST_EMAIL])
    expect(hostsIn(docs, third)).toEqual([DEMO_HOST_EMAIL])
    expectOnlyHostsChanged(docs, [first, second])
    expect(io.outLines).toEqual(
      expect.arrayContaining([
        `hosts: ${slug(first)}: 2 hosts added, 1 removed`,
        'hosts:   + ana@example.org',
        `hosts:   - ${DEMO_HOST_EMAIL}`,
        `hosts: ${slug(second)}: 1 host added, 0 removed`,
        'hosts: 2 sites changed (3 hosts added, 1 removed), 0 sites unchanged, 248 sites not in the file left as they are (1 of them with hosts)',
      ]),
    )

    const written = readFileSync(copy.file, 'utf8')
    const again = await run([csv, copy.file, '--write'])
    expect(again.code, again.io.all()).toBe(0)
    expect(again.io.outLines).toContain('hosts: no changes: nothing was written')
    expect(again.io.outLines).toContain(
      'hosts: 0 sites changed (0 hosts added, 0 removed), 2 sites unchanged, 248 sites not in the file left as they are (1 of them with hosts)',
    )
    expect(readFileSync(copy.file, 'utf8')).toBe(written)
  })

  it('writes beside the dataset by default, to --out when given, and nothing on a dry run', async () => {
    const csv = csvFile(copy.dir, ['email,site', `new@example.org,${slug(third)}`])
    const dry = await run([csv, copy.file, '--dry-run'])
    expect(dry.code, dry.io.all()).toBe(0)
    expect(dry.io.outLines).toContain(`hosts: ${slug(third)}: 1 host added, 1 removed`)
    expect(existsSync(join(copy.dir, 'dataset.hosts.ndjson'))).toBe(false)

    expect((await run([csv, copy.file])).code).toBe(0)
    expect(hostsIn(read(join(copy.dir, 'dataset.hosts.ndjson')), third)).toEqual(['new@example.org'])
    expect(readFileSync(copy.file, 'utf8')).toBe(demo.text)

    const out = join(copy.dir, 'elsewhere.ndjson')
    expect((await run([csv, copy.file, '--out', out])).code).toBe(0)
    expectOnlyHostsChanged(read(out), [third])
  })

  it('with --replace-all, clears the hosts of every current site the file does not name', async () => {
    const csv = csvFile(copy.dir, ['email,site', `ana@example.org,${slug(first)}`, `ben@example.org,${second}`])
    const { code, io } = await run([csv, copy.file, '--write', '--replace-all'])
    expect(code, io.all()).toBe(0)
    const docs = read()
    expect(hostedIds(docs)).toEqual([first, second])
    // An empty list leaves no field behind, as in the sites the demo gives no host.
    expect(hostsIn(docs, third)).toBeUndefined()
    expect(io.outLines).toContain(`hosts: ${slug(third)}: 0 hosts added, 1 removed; now none; not in the file (--replace-all)`)
    expectOnlyHostsChanged(docs, [first, second, third])
    // An empty roster would take every host off every site: refused rather than done.
    const empty = csvFile(copy.dir, ['email,site'], 'empty.csv')
    const refused = await run([empty, copy.file, '--write', '--replace-all'])
    expect(refused.code).toBe(1)
    expect(refused.io.errLines[0]).toContain('names no hosts; --replace-all would clear every site')
  })
})

describe('hosts: bad rows', () => {
  const badLines = [
    'email,site',
    `ok@example.org,${slug(first)}`,
    'nobody@example.org,no-such-site',
    `not-an-address,${slug(second)}`,
    `,${slug(second)}`,
    'x@example.org,',
    `ok@example.org,${first}`,
    `y@example.org,${noEdition._id}`,
    `z@example.org,${slug(third)},extra`,
    '  ,  ',
    `fine@example.org,${slug(third)}`,
  ]

  it('names every bad row by its line and writes nothing', async () => {
    const csv = csvFile(copy.dir, badLines)
    const { code, io } = await run([csv, copy.file, '--write', '--replace-all'])
    expect(code).toBe(1)
    expect(io.errLines).toEqual([
      `${csv}:3: unknown site "no-such-site" (neither a site's slug nor its document id)`,
      `${csv}:4: bad email "not-an-address"`,
      `${csv}:5: missing email`,
      `${csv}:6: missing site`,
      `${csv}:7: duplicate: ok@example.org at ${slug(first)} is also on line 2`,
      `${csv}:8: ${noEdition._id} has no ${YEAR} edition (add it in the Studio first)`,
      `${csv}:9: 3 values but the header names 2 columns (a comma inside a value needs quotes)`,
      'hosts: 7 bad row(s); nothing was written (fix them, or pass --skip-bad-rows to write the rest)',
    ])
    expect(readFileSync(copy.file, 'utf8')).toBe(demo.text)
  })

  it('with --skip-bad-rows, writes the good rows but leaves alone the sites a bad row names, and clears nothing', async () => {
    const csv = csvFile(copy.dir, badLines)
    const { code, io } = await run([csv, copy.file, '--write', '--replace-all', '--skip-bad-rows'])
    expect(code).toBe(1)
    const docs = read()
    // Line 7 only repeats line 2, so the first site is written. Line 4 has a bad address at the
    // second site and line 9 a shifted row at the third: either may be one of their hosts, so both
    // keep the hosts they had.
    expect(hostsIn(docs, first)).toEqual(['ok@example.org'])
    expect(hostsIn(docs, second)).toEqual([DEMO_HOST_EMAIL])
    expect(hostsIn(docs, third)).toEqual([DEMO_HOST_EMAIL])
    expect(io.outLines).toContain(`hosts: ${slug(second)}: left as it is, a bad row names it`)
    expect(io.outLines).toContain(`hosts: ${slug(third)}: left as it is, a bad row names it`)
    expect(io.outLines).toContain('hosts: --replace-all not done: with bad rows in the file, no other site is cleared')
    expectOnlyHostsChanged(docs, [first])
  })

  it('refuses a file without its header, with an unclosed quote, or missing, with exit 2', async () => {
    const cases: [string[], string][] = [
      [[`ana@example.org,${slug(first)}`], 'line 1: the header row has no email or site column'],
      [['email,building', `ana@example.org,${slug(first)}`], 'line 1: the header row has no site column (found: email, building)'],
      [['email,site', `"ana@example.org,${slug(first)}`], 'line 2: a quoted value is never closed'],
      [[''], 'the file is empty'],
    ]
    for (const [lines, message] of cases) {
      const { code, io } = await run([csvFile(copy.dir, lines), copy.file, '--write'])
      expect(code, io.all()).toBe(2)
      expect(io.errLines.join('\n')).toContain(message)
    }
    const missing = await run([join(copy.dir, 'nope.csv'), copy.file])
    expect(missing.code).toBe(2)
    expect(missing.io.errLines).toEqual([`hosts: ${join(copy.dir, 'nope.csv')} does not exist`])
    const usage = await run([])
    expect(usage.code).toBe(2)
    expect(usage.io.errLines[0]).toBe('hosts: which file? e.g. pnpm --filter @ohc/scripts hosts hosts.csv')
    expect(readFileSync(copy.file, 'utf8')).toBe(demo.text)
  })
})
