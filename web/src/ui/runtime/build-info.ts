// This build's id and time, fixed by next.config.ts at build time (inlined into server and
// browser code alike), so an open tab knows which build it is running.
export const BUILD_ID: string = process.env.NEXT_PUBLIC_OHC_BUILD_ID ?? 'development'
export const BUILD_TIME: string = process.env.NEXT_PUBLIC_OHC_BUILD_TIME ?? new Date(0).toISOString()

/** Build ids are what next.config.ts makes: letters, digits, dashes and underscores. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
