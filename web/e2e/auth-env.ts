import os from 'node:os'
import path from 'node:path'
import { testDatasetEnv } from '../test/demo-dataset-file'
import { DEMO_STAFF } from '../test/addresses'

// The app database, outbox and secret of the server the browser tests start. A fixed folder (the
// config is loaded by the runner and by each worker, which must agree on it); tests tell their
// emails apart by a fresh address, so what an earlier run left there does no harm.

export const e2ePort = Number(process.env.E2E_PORT ?? 3100)
export const e2eDir = path.join(os.tmpdir(), `ohc-e2e-${e2ePort}`)
export const e2eOutboxDir = path.join(e2eDir, 'outbox')

/** The staff of the browser tests' server: the demo's address, and one per project for /ops. */
export const e2eStaffEmail = (project: string) => `staff-${project}@example.org`
const E2E_STAFF_EMAILS = [DEMO_STAFF, e2eStaffEmail('phone'), e2eStaffEmail('desktop')]

export const e2eServerEnv = {
  OHC_SITE_URL: `http://127.0.0.1:${e2ePort}`,
  OHC_SQLITE_FILE: path.join(e2eDir, 'app.sqlite'),
  OHC_OUTBOX_DIR: e2eOutboxDir,
  BETTER_AUTH_SECRET: 'test-secret-of-the-browser-test-server-0123456789',
  DATABASE_URL: '',
  RESEND_API_KEY: '',
  // The tests play the proxy: each sends its own X-Forwarded-For so rate limits never cross tests.
  OHC_TRUSTED_PROXIES: '1',
  // Sign-in links are limited per address (3 in 10 minutes), so each test that signs staff in has
  // an address of its own: a retried test stays under the limit.
  OHC_STAFF_EMAILS: E2E_STAFF_EMAILS.join(' '),
  // The demo festival's sessions are bookable only before it: booking windows and membership
  // expiry read this fixed moment (src/platform/clock.ts; honoured on loopback only).
  OHC_TEST_NOW: '2026-09-28T17:00:00Z',
  // The pinned festival of 17–18 October 2026 that the tests are written for.
  ...testDatasetEnv(),
}
