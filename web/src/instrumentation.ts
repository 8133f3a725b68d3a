// Runs once when the Next server starts (not during the build). A bad auth base URL, a missing
// production secret or an unsafe local secret file stops the server here, with its message, rather
// than on the first sign-in; a local server without BETTER_AUTH_SECRET makes its secret here.
// Migrations run here too, so `npm start` and a fresh deployment have their tables; a database
// that is down is only logged: public pages do not need it, and auth answers 503 until it is back.
// Methods no route can take (TRACE…) are refused here, before Next (server/unsupported-methods.ts),
// and each request's X-Forwarded-For is set to the client's address as far as the trusted proxies
// (OHC_TRUSTED_PROXIES) vouch for it (platform/forwarded-for.ts).
// Then the timer of scheduled work starts, after the migrations have made its table
// (schedule/start.ts says where it does not).

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnsupportedMethods } = await import('@/platform/unsupported-methods')
  refuseUnsupportedMethods()
  const { config } = await import('@/platform/config')
  const { resolveForwardedFor } = await import('@/platform/forwarded-for')
  resolveForwardedFor(config().proxy.trustedHops)
  const auth = config().auth
  const { migrateOnStart } = await import('@/auth/migrate-on-start')
  await migrateOnStart(auth)
  const { startScheduledWork } = await import('@/schedule/start')
  startScheduledWork()
}
