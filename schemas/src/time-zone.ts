// The festival's time zone unless the settings say otherwise. In a module of its own so the web
// app's client code can name it without shipping every option list of names.ts to the browser.
export const DEFAULT_TIME_ZONE = 'America/Chicago'
