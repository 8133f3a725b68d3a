// The worker's caches and their bounds. Also read by the page (ui/runtime/offline-worker.ts
// deletes the personal copies itself at sign-out), so nothing here may need the worker's types.

/** Every public page the visitor opened (not one the server marks no-store), and the shell. */
export const PAGES = 'ohc-pages'
/** My OHC, the member's itineraries and shared itineraries opened: gone when the session changes. */
export const PERSONAL = 'ohc-personal'
/** The build's scripts, styles and fonts (/_next/static, named by their content). */
export const ASSETS = 'ohc-assets'
/** The map tiles the visitor has seen (about 3 MB at OpenStreetMap's ~20 KB a tile). */
export const TILES = 'ohc-tiles'

export const LIMITS = { [PAGES]: 60, [PERSONAL]: 20, [ASSETS]: 300, [TILES]: 150 } as const

/** Saved with every kept page: when it was saved, and its title for the offline page's list. */
export const SAVED_AT = 'x-ohc-saved-at'
export const TITLE = 'x-ohc-title'
