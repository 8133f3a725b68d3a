// The shared cache across builds. Each build keeps its pages under its own key prefix, so a new
// deployment never serves a page that points at an old build's scripts. But during a rolling
// deployment old and new processes serve side by side, and a publish (a tag expired) reaches
// whichever process received the webhook: expired in that build's keys only, the other build would
// serve the old page until its entry's revalidation time. So every process notes its build in one
// sorted set, by when it last ran, and a tag expired by any process is expired under the prefix of
// every build seen in the last day.
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

/** The sorted set of builds, scored by when a process of each last said it was running. */
export const BUILDS_KEY = 'ohc:builds'
const DAY_MS = 24 * 60 * 60 * 1000
/** How often a running process says so again: well inside the day a build stays in the set. */
const HEARTBEAT_MS = 10 * 60 * 1000

export const buildPrefix = (buildId) => `ohc:${buildId}:`

/**
 * The redis-strings handler of this build, whose revalidateTag expires the tag in every live
 * build's keys. Redis away: this build's own expiry is tried as before, the others' are skipped.
 * @param {{ client: import('redis').RedisClientType, buildId: string, timeoutMs: number, heartbeat?: boolean }} options
 */
export function acrossBuilds({ client, buildId, timeoutMs, heartbeat = true }) {
  const handlerOf = (id) => createRedisHandler({ client, keyPrefix: buildPrefix(id), timeoutMs })
  const own = handlerOf(buildId)
  const signal = () => AbortSignal.timeout(timeoutMs)

  const noteRunning = () =>
    client.isReady
      ? client
          .withAbortSignal(signal())
          .zAdd(BUILDS_KEY, { score: Date.now(), value: buildId })
          .catch(() => {})
      : Promise.resolve()
  if (heartbeat) {
    client.on('ready', noteRunning)
    setInterval(noteRunning, HEARTBEAT_MS).unref()
  }

  async function liveBuilds() {
    if (!client.isReady) return []
    const since = Date.now() - DAY_MS
    try {
      await client.withAbortSignal(signal()).zRemRangeByScore(BUILDS_KEY, '-inf', since)
      return await client.withAbortSignal(signal()).zRangeByScore(BUILDS_KEY, since, '+inf')
    } catch {
      return []
    }
  }

  return {
    ...own,
    name: `redis-strings across builds (${buildId})`,
    noteRunning,
    async revalidateTag(tag) {
      const others = (await liveBuilds()).filter((id) => id !== buildId)
      await Promise.all([own.revalidateTag(tag), ...others.map((id) => handlerOf(id).revalidateTag(tag))])
    },
  }
}
