import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// The size of the server's on-disk caches: Next writes rendered pages (ISR) under .next/server
// and fetched data and images under .next/cache. Measured before and after a stream of requests,
// so their growth can be held to a bound.

export const NEXT_DIR = path.resolve(import.meta.dirname, '../../.next')
export const CACHE_DIRS = [path.join(NEXT_DIR, 'server'), path.join(NEXT_DIR, 'cache')]

export interface Footprint {
  bytes: number
  files: number
}

function walk(dir: string, into: Footprint): void {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return // not there (yet): nothing cached
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, into)
    else {
      try {
        into.bytes += statSync(full).size
        into.files += 1
      } catch {
        // removed while walking
      }
    }
  }
}

export function footprint(dirs: readonly string[] = CACHE_DIRS): Footprint {
  const total = { bytes: 0, files: 0 }
  for (const dir of dirs) walk(dir, total)
  return total
}

/** The footprint once it stops changing (pages are written after their answer is sent). */
export async function settledFootprint(dirs: readonly string[] = CACHE_DIRS, { quietMs = 1_500, maxMs = 15_000 } = {}): Promise<Footprint> {
  const deadline = Date.now() + maxMs
  let last = footprint(dirs)
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, quietMs))
    const now = footprint(dirs)
    if (now.bytes === last.bytes && now.files === last.files) return now
    last = now
  }
  return last
}

/** The files added under the cache folders since `before` (names only, for the report). */
export function listFiles(dirs: readonly string[] = CACHE_DIRS): Set<string> {
  const names = new Set<string>()
  const visit = (dir: string) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else names.add(path.relative(NEXT_DIR, full))
    }
  }
  for (const dir of dirs) visit(dir)
  return names
}
