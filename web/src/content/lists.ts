import { COLLECTIONS, type CollectionItem, type CollectionName } from './collections'
import { read, type ReadOptions } from './reader'
import type { ListBody, RecordLike } from './shape'

// The collections' lists for the API and the pages, typed by their records. Lists never throw: a
// failed list fetch is logged and answers empty data, flagged so the caller can keep it
// out of caches. A list's `data` is the same array for as long as the content is the same (the
// readers shape each answer once), so callers memoise by it.

export interface ListResult<R extends RecordLike> extends ListBody<R> {
  /** True when the content source failed and this is the empty fallback. */
  fallback: boolean
}

export async function listCollection<N extends CollectionName>(
  name: N,
  { year, archived, member, draft, lang = null }: { year: number; archived: boolean; member: boolean; lang?: string | null } & ReadOptions,
): Promise<ListResult<CollectionItem<N>>> {
  const collection = COLLECTIONS[name]
  try {
    const list = await read(archived ? collection.archive : collection.live, { year, member, lang }, { draft })
    return { ...list, fallback: false }
  } catch (error) {
    console.error(`Failed list fetch (${name}, ${year}):`, error)
    return { data: [], map: {}, fallback: true }
  }
}
