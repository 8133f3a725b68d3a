import { CacheExpiration, type SerwistPlugin } from 'serwist'
import { LIMITS, PERSONAL } from './names'

// Personal copies belong to a session, and the worker cannot see sessions (the cookie is
// HttpOnly). So they go whenever the session may have changed hands: after a sign-in, a sign-out,
// ending every session or deleting the account (the worker sees those requests go by), and when
// My OHC answers with a redirect to the sign-in page (the session ended).

/**
 * Deletes the personal cache and Serwist's record of its entries. ExpirationPlugin's own
 * deleteCacheAndMetadata() only knows the caches it has used since the worker last started,
 * and a worker is stopped and started again all the time: this names the cache itself.
 */
export async function forgetPersonal(): Promise<void> {
  await caches.delete(PERSONAL)
  await new CacheExpiration(PERSONAL, { maxEntries: LIMITS[PERSONAL] }).delete()
}

/** For the requests that change the session: once the answer is in, the personal copies go. */
export const forgetAfterAnswer: SerwistPlugin = {
  async handlerWillRespond({ response }) {
    await forgetPersonal()
    return response
  },
}

/** For My OHC's pages: a redirect on opening one means there is no session any more. */
export const forgetOnRedirect: SerwistPlugin = {
  async handlerWillRespond({ request, response }) {
    if (request.mode === 'navigate' && (response.type === 'opaqueredirect' || response.redirected)) await forgetPersonal()
    return response
  },
}
