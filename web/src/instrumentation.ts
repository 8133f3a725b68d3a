// Runs once when the Next server starts (not during the build). A bad auth base URL, a missing
// production secret or an unsafe local secret file stops the server here, with its message, rather
// than on the first sign-in; a local server without BETTER_AUTH_SECRET makes its secret here.
// Migrations run here too, so `npm start` and a fresh deployment have their tables; a database
// that is down is only logged: public pages do not need it, and auth answers 503 until it is back.
// The process's edge is installed here (platform/request-edge.ts): requests Next cannot take (TRACE,
// a write to an RSC payload's address…) are refused before Next sees them, and each request's
// X-Forwarded-For is set to the client's address as far as the trusted proxies
// (OHC_TRUSTED_PROXIES) vouch for it, and a public answer of the last second is sent from its copy
// (OHC_BURST_CACHE_MS).
// Then the timer of scheduled work starts, after the migrations have made its table
// (platform/schedule/start.ts says where it does not).

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { config } = await import('@/platform/config')
  const { installRequestEdge } = await import('@/platform/request-edge')
  installRequestEdge(config().proxy.trustedHops, { ms: config().proxy.burstMs })
  const auth = config().auth
  const { migrateOnStart } = await import('@/visitors/auth/migrate-on-start')
  await migrateOnStart(auth)
  const { startScheduledWork } = await import('@/platform/schedule/start')
  startScheduledWork()
}
