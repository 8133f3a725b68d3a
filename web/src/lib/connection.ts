// Whether the browser says it has no connection (a saved copy of a page opened offline). Only a
// browser that says so counts: on the server, and where the browser cannot tell, it is online.

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

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
