// Whether the page is offline: the browser says it has no connection, or the page is a saved copy
// the offline worker answered with (its "Offline: saved at …" notice carries data-offline-copy;
// some browsers still say they are online then). On the server, and where the browser cannot
// tell, it is online.

export const isOffline = (): boolean =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (typeof document !== 'undefined' && document.querySelector('[data-offline-copy]') !== null)

// Whether the page is being left: the browser cancels its fetches then, and a request cut short
// that way (a slow answer when the visitor clicks on) is not a failure worth logging.
let leaving = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true))
  window.addEventListener('pageshow', () => (leaving = false))
}

export const pageIsLeaving = (): boolean => leaving

/** Whether a failed request says something about the site (not the connection, not the visitor leaving). */
export const failureIsWorthLogging = (): boolean => !isOffline() && !leaving
