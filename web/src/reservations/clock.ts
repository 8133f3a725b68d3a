import { readAuthConfig } from '../auth/config'

// "Now" for booking windows and membership expiry. Tests of the real server need a fixed moment
// (the festival's sessions are in the past by the time anyone runs them), so OHC_TEST_NOW (an ISO
// datetime) replaces the clock — but only where it cannot matter: under NODE_ENV=test, or on a
// server whose site URL is this machine (the integration tests run `next start` on 127.0.0.1).
// A deployed site (a real host name) ignores it, whatever its environment says.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

let warned = false

export function testClockAllowed(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (env.NODE_ENV === 'test') return true
  try {
    return LOOPBACK.has(new URL(readAuthConfig(env).baseURL).hostname)
  } catch {
    return false
  }
}

export function now(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const fixed = env.OHC_TEST_NOW?.trim()
  if (!fixed) return new Date()
  const date = new Date(fixed)
  if (Number.isNaN(date.getTime()) || !testClockAllowed(env)) {
    if (!warned) console.error(`[clock] OHC_TEST_NOW ignored: ${Number.isNaN(date.getTime()) ? 'not a datetime' : 'only honoured in tests on this machine'}`)
    warned = true
    return new Date()
  }
  if (!warned) console.warn(`[clock] test clock: now is ${date.toISOString()} (OHC_TEST_NOW)`)
  warned = true
  return date
}
