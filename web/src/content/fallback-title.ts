/**
 * The site's title when the settings cannot be read or leave it empty: the network's name, never
 * a city's, so no city is written into the code (the settings name it).
 */
export const FALLBACK_TITLE = 'Open House'
