// Test helpers for the hosts command: a CSV file in a scratch folder, and the hosts of a site's
// current edition read back from documents.

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestDocument } from '../test-support'

export const YEAR = 2026

/** Writes `lines` as a CSV file in `dir`, returning its path. */
export function csvFile(dir: string, lines: string[], name = 'hosts.csv'): string {
  const file = join(dir, name)
  writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}

interface Edition {
  year?: number
  hosts?: string[]
}

/** The hosts of `id`'s edition of `year` in `docs`, or undefined when the field is absent. */
export function hostsIn(docs: readonly TestDocument[], id: string, year = YEAR): string[] | undefined {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no document ${id}`)
  return (doc.editions as Edition[]).find((e) => e.year === year)?.hosts
}

/** Every site id whose `year` edition has hosts. */
export const hostedIds = (docs: readonly TestDocument[], year = YEAR) =>
  docs
    .filter((d) => d._type === 'site')
    .filter((d) => ((d.editions as Edition[]).find((e) => e.year === year)?.hosts ?? []).length > 0)
    .map((d) => d._id)

/** `doc` without the hosts of its `year` edition, to check nothing else changed. */
export function withoutHosts(doc: TestDocument | undefined, year = YEAR): TestDocument | undefined {
  if (!doc) return doc
  const editions = (doc.editions as (Edition & Record<string, unknown>)[]).map((e) => {
    if (e.year !== year) return e
    const { hosts: _hosts, ...rest } = e
    return rest
  })
  return { ...doc, editions }
}
