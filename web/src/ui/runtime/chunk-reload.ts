// The chunk-reload guard's decisions. After a new
// deployment, an open tab may ask for a code chunk that no longer exists; reloading fetches the
// new build. To never loop, a path is reloaded at most once per 10 s, remembered in sessionStorage.

export const RELOAD_GUARD_MS = 10_000
export const RELOAD_KEY = 'ohc:chunk-reload'
export const SCROLL_KEY = 'ohc:chunk-reload-scroll'

/** Messages of a failed chunk or dynamic import in webpack, Turbopack, Chromium, Firefox and Safari. */
const CHUNK_FAILURE =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_FAILURE.test(error)
  if (typeof error !== 'object' || error === null) return false
  const name: unknown = Reflect.get(error, 'name')
  const message: unknown = Reflect.get(error, 'message')
  return (typeof name === 'string' && name === 'ChunkLoadError') || (typeof message === 'string' && CHUNK_FAILURE.test(message))
}

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

function readTimes(store: KeyValueStore): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(RELOAD_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
  } catch {
    return {}
  }
}

/**
 * Whether to reload `path` now; when yes, the time is recorded. No (and nothing recorded) when
 * this path was reloaded less than RELOAD_GUARD_MS ago. Storage that fails (private mode, full)
 * means no reload: a loop is worse than a broken page.
 */
export function claimReload(path: string, now: number, store: KeyValueStore): boolean {
  try {
    const times = readTimes(store)
    const last = times[path]
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
    // Old entries are dropped so the record stays small.
    const kept = Object.fromEntries(Object.entries(times).filter(([, t]) => now - t >= 0 && now - t < RELOAD_GUARD_MS))
    store.setItem(RELOAD_KEY, JSON.stringify({ ...kept, [path]: now }))
    return true
  } catch {
    return false
  }
}
