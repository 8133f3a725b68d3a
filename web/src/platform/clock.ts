import { config, readConfig, type Config, type Env } from './config'
import { LOOPBACK_HOSTS } from './env/read'

// "Now" for booking windows and membership expiry. Tests of the real server need a fixed moment
// (the festival's sessions are in the past by the time anyone runs them), so OHC_TEST_NOW (an ISO
// datetime) replaces the clock — but only where it cannot matter: under NODE_ENV=test, or on a
// server whose site URL is this machine (the integration tests run `next start` on 127.0.0.1).
// A deployed site (a real host name) ignores it, whatever its environment says.

let warned = false

const settingsOf = (env: Env | undefined): Config => (env ? readConfig(env) : config())

export function testClockAllowed(env?: Env): boolean {
  const settings = settingsOf(env)
  if (settings.runtime.test) return true
  try {
    // The site as sign-in sees it: a server whose auth settings are invalid never gets the test clock.
    return LOOPBACK_HOSTS.has(new URL(settings.auth.baseURL).hostname)
  } catch {
    return false
  }
}

export function now(env?: Env): Date {
  const fixed = settingsOf(env).runtime.testNow
  if (!fixed) return new Date()
  const date = new Date(fixed)
  if (Number.isNaN(date.getTime()) || !testClockAllowed(env)) {
    if (!warned)
      console.error(
        `[clock] OHC_TEST_NOW ignored: ${Number.isNaN(date.getTime()) ? 'not a datetime' : 'only honoured in tests on this machine'}`,
      )
    warned = true
    return new Date()
  }
  if (!warned) console.warn(`[clock] test clock: now is ${date.toISOString()} (OHC_TEST_NOW)`)
  warned = true
  return date
}
