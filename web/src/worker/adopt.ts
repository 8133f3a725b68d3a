import { CacheExpiration } from 'serwist'
import { LIMITS } from './names'

// Serwist's bounds (ExpirationPlugin) count the entries it has a record of, in its IndexedDB
// database. A browser that had the hand-written worker before has caches full of entries without
// one, which would never be counted nor dropped. The first time a Serwist worker installs there
// (no such database yet: this runs before anything else writes to it), each entry gets its record,
// in the order it was saved, and each cache is brought within its bound.

const DATABASE = 'serwist-expiration'

export async function adoptEarlierEntries(): Promise<void> {
  const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : []
  if (databases.some((db) => db.name === DATABASE)) return
  for (const [name, maxEntries] of Object.entries(LIMITS)) {
    if (!(await caches.has(name))) continue
    const expiration = new CacheExpiration(name, { maxEntries })
    for (const key of await (await caches.open(name)).keys()) await expiration.updateTimestamp(key.url)
    await expiration.expireEntries()
  }
}
