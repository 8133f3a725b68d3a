import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, RELOAD_KEY, type KeyValueStore } from './chunk-reload'

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('claimReload', () => {
  it('reloads a path once, then not again within 10 s, then again after', () => {
    const store = memoryStore()
    expect(claimReload('/sites', 1_000_000, store)).toBe(true)
    expect(claimReload('/sites', 1_000_000 + 1, store)).toBe(false)
    expect(claimReload('/sites', 1_000_000 + RELOAD_GUARD_MS - 1, store)).toBe(false)
    expect(claimReload('/sites', 1_000_000 + RELOAD_GUARD_MS, store)).toBe(true)
  })
  it('guards each path on its own', () => {
    const store = memoryStore()
    expect(claimReload('/sites', 5_000, store)).toBe(true)
    expect(claimReload('/events', 5_001, store)).toBe(true)
    expect(claimReload('/sites', 5_002, store)).toBe(false)
  })
  it('survives garbage in storage and forgets expired paths', () => {
    const store = memoryStore()
    store.setItem(RELOAD_KEY, 'not json')
    expect(claimReload('/a', 100_000, store)).toBe(true)
    store.setItem(RELOAD_KEY, JSON.stringify({ '/a': 'x', '/old': 1 }))
    expect(claimReload('/a', 100_000, store)).toBe(true)
    expect(JSON.parse(store.data.get(RELOAD_KEY) ?? '')).toEqual({ '/a': 100_000 })
  })
  it('treats a clock that went backwards as a fresh start', () => {
    const store = memoryStore()
    expect(claimReload('/a', 50_000, store)).toBe(true)
    expect(claimReload('/a', 20_000, store)).toBe(true)
  })
  it('does not reload when storage throws (no way to guard against a loop)', () => {
    const broken: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReload('/a', 1, broken)).toBe(false)
  })
})

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading CSS chunk app-layout failed'),
    new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 1234'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 7 failed',
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true))
  it.each([new Error('Cannot read properties of undefined'), new TypeError('Failed to fetch'), null, 42, {}])('ignores %s', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  )
})
