import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { e2ePort, e2eServerEnv } from './e2e/auth-env'

// Browser tests in real Chromium against the production build. Playwright cannot download its
// own browsers here, so it drives the Chromium that the test command found or installed: Debian's
// headless shell when there is one (the build Playwright runs headless tests in, and much the
// quicker to open a page on two cores), else the full browser.
const port = e2ePort
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  // One browser at a time: on two cores a second browser and its page's server work slowed each
  // test about as much as it saved. Tests that count something on the shared server (places left,
  // a door's visits) still keep apart by project, so a second worker would not mix their counts.
  workers: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a snapshot of the page at every step) costs about an eighth of the run's
    // time, and all but a failed test's would be thrown away: only the retry of a failed test
    // records one (CI retries once; `--trace on` records every test's).
    trace: 'on-first-retry',
    // The offline worker (src/worker/sw.ts) would answer the pages of every test once registered;
    // e2e/offline.spec.ts and e2e/my-places.spec.ts allow it and test it. Elsewhere each test
    // talks to the server.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      // The network here is closed: keep Chromium from reaching out at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The axe walk over every template runs once, on the desktop viewport: the phone project
    // still runs each area's own journeys and their axe checks, at phone width.
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testIgnore: ['**/routes.spec.ts'] },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: {
    // "localhost", as `npm start` has it (see web/test/next-server.ts): with "127.0.0.1" Next would
    // fetch a filtered list's rewritten page over HTTP and the client router would reload in full.
    command: `node node_modules/next/dist/bin/next start --port ${port} --hostname localhost`,
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...e2eServerEnv },
  },
})
