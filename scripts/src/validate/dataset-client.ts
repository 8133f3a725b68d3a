// A stand-in for the Sanity client that answers queries from the in-memory dataset, so the schema's
// rules that ask the Content Lake something (slug uniqueness, "one festival per year", "one page per
// path") run offline against the file being validated.
//
// Queries run on groq-js, Sanity's own GROQ engine (through @ohc/lake). The two shapes the rules send once per document
// (Sanity's slug check and the schema's "taken elsewhere" count) are answered from an index instead,
// because scanning the whole dataset for every document is quadratic; a test checks that both ways
// give the same answers.

import { evaluateGroq } from '@ohc/lake'
import type { DatasetDocument } from './load'

const SLUG_QUERY = /^!defined\(\*\[_type == \$docType && !sanity::versionOf\(\$published\) && ([A-Za-z_][\w.]*) == \$slug\]\[0\]\._id\)$/
const COUNT_QUERY = /^count\(\*\[_type == \$type && ([A-Za-z_][\w.]*) == \$value && !sanity::versionOf\(\$id\)\]\)$/

type Params = Record<string, unknown>

/** True when `id` is `published` itself or one of its drafts or release versions. */
export const isVersionOf = (id: string, published: string) =>
  id === published ||
  id === `drafts.${published}` ||
  (id.startsWith('versions.') && id.endsWith(`.${published}`) && id.split('.').length >= 3)

const valueAt = (doc: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined),
      doc,
    )

export interface DatasetClient {
  withConfig(config?: unknown): DatasetClient
  config(): Record<string, unknown>
  fetch(query: string, params?: Params, options?: unknown): Promise<unknown>
  /** Runs the query on groq-js only, bypassing the index (for tests and unusual queries). */
  evaluateWithGroq(query: string, params?: Params): Promise<unknown>
}

export function createDatasetClient(documents: readonly DatasetDocument[]): DatasetClient {
  const byType = new Map<string, DatasetDocument[]>()
  for (const doc of documents) {
    const list = byType.get(doc._type) ?? []
    list.push(doc)
    byType.set(doc._type, list)
  }
  // `${type}\0${path}` → value → ids of the documents of that type holding that value at that path
  const indexes = new Map<string, Map<unknown, string[]>>()
  const holders = (type: string, path: string, value: unknown): string[] => {
    const name = `${type}\u0000${path}`
    let index = indexes.get(name)
    if (!index) {
      index = new Map()
      for (const doc of byType.get(type) ?? []) {
        const v = valueAt(doc, path)
        if (v === undefined || v === null) continue
        const ids = index.get(v)
        if (ids) ids.push(doc._id)
        else index.set(v, [doc._id])
      }
      indexes.set(name, index)
    }
    return index.get(value) ?? []
  }

  const evaluateWithGroq = (query: string, params: Params = {}) => evaluateGroq(query, params, documents)

  const client: DatasetClient = {
    withConfig: () => client,
    config: () => ({ apiVersion: '2025-02-19', perspective: 'raw', dataset: 'local' }),
    evaluateWithGroq,
    async fetch(query, params = {}) {
      const text = query.trim()
      const slug = SLUG_QUERY.exec(text)
      if (slug && typeof params.docType === 'string' && typeof params.published === 'string') {
        const published = params.published
        return !holders(params.docType, slug[1] as string, params.slug).some((id) => !isVersionOf(id, published))
      }
      const count = COUNT_QUERY.exec(text)
      if (count && typeof params.type === 'string' && typeof params.id === 'string') {
        const self = params.id
        return holders(params.type, count[1] as string, params.value).filter((id) => !isVersionOf(id, self)).length
      }
      return evaluateWithGroq(text, params)
    },
  }
  return client
}
