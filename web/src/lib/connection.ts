// Whether the browser says it has no connection (a saved copy of a page opened offline). Only a
// browser that says so counts: on the server, and where the browser cannot tell, it is online.

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false
