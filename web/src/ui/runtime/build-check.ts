import { failureIsWorthLogging } from '@/kernel/browser/connection'

// Asking the server which build it runs (GET /builds/latest.json?t=…).
// A missing or forbidden manifest (404, 403: a host that does not serve it) is tolerated and only
// logged; so is any other failure. Only a readable, different id means "new build".

export type BuildCheckResult = 'same' | 'new' | 'unknown'

export async function checkBuild(
  currentId: string,
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
  now: number = Date.now(),
): Promise<BuildCheckResult> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${now}`, { cache: 'no-store', credentials: 'omit' })
    if (response.status === 404 || response.status === 403) {
      console.info(`Build manifest unavailable (${response.status}); not checking for new versions.`)
      return 'unknown'
    }
    if (!response.ok) {
      console.error(`Build manifest request failed with status ${response.status}.`)
      return 'unknown'
    }
    const body: unknown = await response.json()
    const id: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined
    if (typeof id !== 'string' || id === '') return 'unknown'
    return id === currentId ? 'same' : 'new'
  } catch (error) {
    // Offline, or the page being left (its fetches cancelled), the check simply did not happen.
    if (failureIsWorthLogging()) console.error('Build manifest request failed:', error)
    return 'unknown'
  }
}
