import { expect, test as base, type Locator, type Page, type Response, type TestInfo } from '@playwright/test'
import { newIp } from './sign-in'

// Every browser test runs with a watch on what its pages do: a console error, an uncaught
// exception, a content security policy violation, a request that failed or a subresource that
// answered 4xx/5xx fails the test, so a page that works but is quietly broken does not pass.
// Navigations may answer 404 (tests visit unknown pages on purpose); a test that provokes an
// error on purpose lists it with expectProblems(). The map tile server is outside the network
// here: its tiles are answered with a blank tile, after the policy has allowed the request.

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64')
const TILE_HOST = /^https:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//

interface Watch {
  problems: string[]
  expected: RegExp[]
}

const watches = new WeakMap<Page, Watch>()

function isSubresourceFailure(response: Response): boolean {
  return response.status() >= 400 && !response.request().isNavigationRequest()
}

function watch(page: Page, problems: string[]) {
  const note = (problem: string) => problems.push(`${problem} (on ${page.url()})`)
  page.on('console', (message) => {
    // A failed load is reported with its address by the response and requestfailed events.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) note(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => note(`uncaught exception: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed'
    // A navigation or a prefetch cut short by the next one is not a failure of the page; a load
    // refused by the policy ('csp') is reported on the console too, and with JavaScript off
    // Chromium refuses every script that way.
    if (reason !== 'net::ERR_ABORTED' && reason !== 'csp') note(`request failed: ${request.method()} ${request.url()} (${reason})`)
  })
  page.on('response', (response) => {
    if (isSubresourceFailure(response)) note(`${response.status()} from ${response.request().method()} ${response.url()}`)
  })
}

/** Lets the current test's pages cause problems matching these patterns (a refused sign-in…). */
export function expectProblems(page: Page, ...patterns: RegExp[]) {
  watches.get(page)?.expected.push(...patterns)
}

export const test = base.extend({
  // Each test is its own visitor (a made-up address) to the per-address rate limits. The suite loads a few hundred pages a minute from one machine; a visitor loads a handful.
  // Better-auth allows 100 session reads per 10 s per address, so one address for the whole
  // suite would meet the limit that protects the site (test/auth.int.test.ts tests the limit itself).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => provide({ ...extraHTTPHeaders, 'x-forwarded-for': newIp() }),
  context: async ({ context }, provide) => {
    await context.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }))
    const problems: string[] = []
    const expected: RegExp[] = []
    const track = (page: Page) => {
      watches.set(page, { problems, expected })
      watch(page, problems)
    }
    context.pages().forEach(track)
    context.on('page', track)
    await provide(context)
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))
    expect(unexpected, 'what the pages of this test reported').toEqual([])
  },
})

export { expect }

/**
 * A spec's own axe check of a template runs at phone width only: at desktop width routes.spec
 * checks every template of the route table.
 */
export function axeAtPhoneWidth(testInfo: TestInfo) {
  test.skip(testInfo.project.name === 'desktop', 'routes.spec checks every template with axe at desktop width')
}

/**
 * Waits until React has hydrated the element: a button is in the page's HTML before its island
 * hydrates (later on a busy machine), and a click before then does nothing.
 */
export async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true)
}
