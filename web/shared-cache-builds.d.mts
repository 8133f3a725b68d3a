// The types of shared-cache-builds.mjs (plain ESM: Next imports the cache handler uncompiled), for
// its tests.
import type { RedisClientType } from 'redis'

export const BUILDS_KEY: string
export function buildPrefix(buildId: string): string

export interface BuildHandler {
  name: string
  get(key: string, meta: { implicitTags: string[] }): Promise<{ tags: string[] } | null>
  set(key: string, value: unknown): Promise<void>
  revalidateTag(tag: string): Promise<void>
  delete(key: string): Promise<void>
  /** Notes this build in the set of running builds now (a process does so every 10 minutes). */
  noteRunning(): Promise<unknown>
}

export function acrossBuilds(options: { client: RedisClientType; buildId: string; timeoutMs: number; heartbeat?: boolean }): BuildHandler
