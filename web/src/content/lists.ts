import { COLLECTIONS, type CollectionName } from '@/content/collections'
import { read, type ReadOptions } from './reader'
import type { ListBody, RecordLike } from '@/content/shape'

// The collections' lists for the API and the pages. Lists never throw: a failed list fetch is
// logged and answers empty data (SPEC §8), flagged so the caller can keep it out of caches.

export interface ListResult<R extends RecordLike> extends ListBody<R> {
  /** True when the content source failed and this is the empty fallback. */
  fallback: boolean
}

// One result object per shaped list, so callers that memoise by the list's identity (the sites
// pages) keep doing so across requests.
const results = new WeakMap<ListBody<RecordLike>, ListResult<RecordLike>>()

export async function listCollection(
  name: CollectionName,
  { year, archived, member, draft }: { year: number; archived: boolean; member: boolean } & ReadOptions,
): Promise<ListResult<RecordLike>> {
  const collection = COLLECTIONS[name]
  try {
    const list = await read(archived ? collection.archive : collection.live, { year, member }, { draft })
    let result = results.get(list)
    if (!result) {
      result = { ...list, fallback: false }
      results.set(list, result)
    }
    return result
  } catch (error) {
    console.error(`Failed list fetch (${name}, ${year}):`, error)
    return { data: [], map: {}, fallback: true }
  }
}
