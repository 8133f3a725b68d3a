// A `patch` mutation's operations, applied to a copy of a document in the order Sanity applies
// them: set, setIfMissing, unset, inc, dec, insert.

import { getAt, indexIn, parentOf, parsePath, setAt, unsetAt } from './paths'

export interface PatchBody {
  id?: string
  query?: string
  ifRevisionID?: string
  set?: Record<string, unknown>
  setIfMissing?: Record<string, unknown>
  unset?: string[]
  inc?: Record<string, number>
  dec?: Record<string, number>
  insert?: { before?: string; after?: string; replace?: string; items: unknown[] }
}

const SUPPORTED = new Set(['id', 'query', 'params', 'ifRevisionID', 'set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert'])

export function applyPatch(document: Record<string, unknown>, patch: PatchBody): Record<string, unknown> {
  const unsupported = Object.keys(patch).filter((key) => !SUPPORTED.has(key))
  if (unsupported.length > 0) throw new Error(`the stand-in does not support the patch operation(s) ${unsupported.join(', ')}`)
  const doc = structuredClone(document)
  for (const [path, value] of Object.entries(patch.set ?? {})) setAt(doc, parsePath(path), structuredClone(value))
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
    const segments = parsePath(path)
    if (getAt(doc, segments) === undefined) setAt(doc, segments, structuredClone(value))
  }
  for (const path of patch.unset ?? []) unsetAt(doc, parsePath(path))
  for (const [sign, amounts] of [
    [1, patch.inc],
    [-1, patch.dec],
  ] as const) {
    for (const [path, amount] of Object.entries(amounts ?? {})) {
      const segments = parsePath(path)
      const current = getAt(doc, segments)
      if (typeof current === 'number') setAt(doc, segments, current + sign * amount)
    }
  }
  if (patch.insert) insert(doc, patch.insert)
  return doc
}

function insert(doc: Record<string, unknown>, { before, after, replace, items }: NonNullable<PatchBody['insert']>) {
  const where = before ?? after ?? replace
  if (where === undefined || !Array.isArray(items)) throw new Error('insert needs before, after or replace, and items')
  const segments = parsePath(where)
  const array = parentOf(doc, segments, true)
  const last = segments[segments.length - 1]
  if (!Array.isArray(array) || last === undefined || typeof last === 'string') {
    // `insert` on a missing array creates it, as Sanity does for `arr[-1]` / `arr[0]`.
    const holder = parentOf(doc, segments.slice(0, -1), true)
    const name = segments[segments.length - 2]
    if (typeof holder === 'object' && holder !== null && !Array.isArray(holder) && typeof name === 'string') {
      ;(holder as Record<string, unknown>)[name] = structuredClone(items)
      return
    }
    throw new Error(`insert: "${where}" is not a position in an array`)
  }
  const index = indexIn(array, last)
  const copies = structuredClone(items)
  if (replace !== undefined) {
    if (index >= 0) array.splice(index, 1, ...copies)
    else array.push(...copies)
  } else if (before !== undefined) {
    array.splice(index < 0 ? 0 : index, 0, ...copies)
  } else {
    array.splice(index < 0 ? array.length : index + 1, 0, ...copies)
  }
}
