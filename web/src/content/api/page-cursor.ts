import { ID_PATTERN, type Checked } from '@/platform/params'

// The cursor of a paged list: where the previous page ended, as the last record's id and its sort
// key (a site's name). Opaque to clients (base64url of a small versioned JSON array), so its
// inside may change without breaking them. The id finds the place again after a publish that
// moved records around; the sort key finds it when that record itself was removed.

export interface PageCursor {
  /** The id of the last record of the previous page. */
  id: string
  /** That record's sort key in the list's order. */
  key: string
}

const VERSION = 1
/** Far above any real cursor; a longer one is refused before it is decoded. */
const MAX_LENGTH = 1024

export function encodeCursor({ id, key }: PageCursor): string {
  return Buffer.from(JSON.stringify([VERSION, id, key]), 'utf8').toString('base64url')
}

const BAD = 'The cursor is not one this API gave out: pass the `page.next` of the previous answer unchanged.'

export function decodeCursor(text: string): Checked<PageCursor> {
  if (text.length === 0 || text.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return { ok: false, message: BAD }
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, message: BAD }
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== VERSION) return { ok: false, message: BAD }
  const [, id, key] = value as unknown[]
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || typeof key !== 'string') return { ok: false, message: BAD }
  return { ok: true, value: { id, key } }
}
