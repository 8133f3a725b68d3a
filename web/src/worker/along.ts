import type { Strategy } from 'serwist'

/**
 * Fetches and keeps an address through a strategy (its plugins and bound apply) on behalf of an
 * event already under way. Not with that event itself: handed a navigation's fetch event,
 * Serwist answers any request with that navigation's preloaded response.
 */
export async function keepAlong(strategy: Strategy, path: string, event: ExtendableEvent): Promise<void> {
  const onBehalf = { waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) } as ExtendableEvent
  const [response, done] = strategy.handleAll({ request: new Request(path), event: onBehalf })
  await response.catch(() => undefined)
  await done.catch(() => undefined)
}
