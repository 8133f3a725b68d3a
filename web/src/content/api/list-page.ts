import type { RecordLike } from '@/content/shape'
import type { Checked } from '@/platform/params'
import { decodeCursor, encodeCursor, type PageCursor } from './page-cursor'

// A page of a list: `limit` records after the cursor's place, the map of just those records, and
// the cursor of the next page while more remain. Without `limit` or `cursor` a list answers whole,
// as it always has. Pages are made once per list (the list's array is the same object for as long
// as the content is the same) and kept, a bounded number of records in all, so their JSON and its
// compression are made once too (platform/respond.ts memoises by the page's object).

export const PAGE_LIMIT = { min: 1, max: 500, default: 100 } as const

export interface PageRequest {
  limit: number
  after?: PageCursor
}

export interface ListPage<R extends RecordLike> {
  data: R[]
  map: Record<string, R>
  page: { limit: number; next?: string }
}

const LIMIT_MESSAGE = `limit must be a whole number from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}.`

/** The page the address asks for: undefined for the whole list; a message for a 400. */
export function pageRequest(url: URL): Checked<PageRequest | undefined> {
  const limits = url.searchParams.getAll('limit')
  const cursors = url.searchParams.getAll('cursor')
  if (limits.length > 1 || cursors.length > 1) return { ok: false, message: 'Give limit and cursor at most once each.' }
  const [limitText] = limits
  const [cursorText] = cursors
  if (limitText === undefined && cursorText === undefined) return { ok: true, value: undefined }
  let limit: number = PAGE_LIMIT.default
  if (limitText !== undefined) {
    if (!/^\d{1,3}$/.test(limitText)) return { ok: false, message: LIMIT_MESSAGE }
    limit = Number(limitText)
    if (limit < PAGE_LIMIT.min || limit > PAGE_LIMIT.max) return { ok: false, message: LIMIT_MESSAGE }
  }
  if (cursorText === undefined) return { ok: true, value: { limit } }
  const after = decodeCursor(cursorText)
  return after.ok ? { ok: true, value: { limit, after: after.value } } : after
}

/** Records kept in made pages, per list; past it the least recently asked page is dropped. */
const KEPT_RECORDS = 5_000

interface Made<R extends RecordLike> {
  positions: Map<string, number>
  pages: Map<string, ListPage<R>>
  records: number
}

const made = new WeakMap<readonly RecordLike[], Made<RecordLike>>()

function madeFor<R extends RecordLike>(list: readonly R[]): Made<R> {
  let entry = made.get(list)
  if (!entry) {
    entry = { positions: new Map(list.map((r, i) => [r.id, i])), pages: new Map(), records: 0 }
    made.set(list, entry)
  }
  // The entry holds records of this very list only.
  return entry as unknown as Made<R>
}

/**
 * Where the page after `after` starts: just after its record, or, when a publish removed that
 * record, at the first record whose sort key comes after the cursor's (the list's order).
 */
function start<R extends RecordLike>(
  list: readonly R[],
  positions: Map<string, number>,
  after: PageCursor | undefined,
  key: (r: R) => string,
) {
  if (!after) return 0
  const at = positions.get(after.id)
  if (at !== undefined) return at + 1
  const next = list.findIndex((r) => key(r) > after.key)
  return next === -1 ? list.length : next
}

/** The page of `list` (in its own order) that `request` asks for; `key` is the list's sort key. */
export function listPage<R extends RecordLike>(list: readonly R[], request: PageRequest, key: (r: R) => string): ListPage<R> {
  const entry = madeFor(list)
  const from = start(list, entry.positions, request.after, key)
  const id = `${from}:${request.limit}`
  const kept = entry.pages.get(id)
  if (kept) {
    // Asked again: now the most recent.
    entry.pages.delete(id)
    entry.pages.set(id, kept)
    return kept
  }
  const data = list.slice(from, from + request.limit)
  const last = data.at(-1)
  const more = from + data.length < list.length
  const page: ListPage<R> = {
    data,
    map: Object.fromEntries(data.map((r) => [r.id, r])),
    page: { limit: request.limit, ...(more && last && { next: encodeCursor({ id: last.id, key: key(last) }) }) },
  }
  entry.pages.set(id, page)
  entry.records += data.length
  for (const [oldest, dropped] of entry.pages) {
    if (entry.records <= KEPT_RECORDS) break
    entry.pages.delete(oldest)
    entry.records -= dropped.data.length
  }
  return page
}
