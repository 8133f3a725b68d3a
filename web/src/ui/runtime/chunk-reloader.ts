import type { reloadForChunkError } from './reload'

// Where the error boundaries find the chunk-reload guard. Its code (./reload) is not in the first
// load: ./watch hands it over here once the page is idle. A boundary that shows after that can
// reload even when the failure is a new deployment that took every old chunk away, this one too.

let guard: typeof reloadForChunkError | undefined

export function provideChunkReloader(reload: typeof reloadForChunkError): void {
  guard = reload
}

/** Reloads for a failed chunk; before ./watch has loaded, fetches the guard first. Resolves true if it reloads. */
export async function reloadIfChunkError(error: unknown): Promise<boolean> {
  if (guard) return guard(error)
  try {
    const { reloadForChunkError } = await import('./reload')
    return reloadForChunkError(error)
  } catch {
    return false
  }
}
