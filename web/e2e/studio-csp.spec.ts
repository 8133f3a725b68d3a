import type { Page } from '@playwright/test'
import { expect, expectProblems, test } from './fixtures'
import { standInForSanity } from './sanity-stand-ins'

// The Studio at /ohc-admin under its own content security policy (platform/security/studio-sources.ts):
// with Sanity's hosts answered by stand-ins (e2e/sanity-stand-ins.ts), it boots to its login
// screen, runs Sanity's bridge script and asks for its font, and the policy refuses nothing. The
// public pages keep the site's policy, without the Studio's sources. Desktop only: the policy
// does not depend on the screen.

const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'the policy is the same on every screen')

/** Every refusal the page reports: the DOM event, and the console line Chromium writes with it. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = []
  await page.exposeFunction('__ohcPolicyRefused', (refusal: string) => refusals.push(refusal))
  await page.addInitScript(() => {
    const report = Reflect.get(window, '__ohcPolicyRefused') as (refusal: string) => void
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.effectiveDirective} refused ${event.blockedURI}`))
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(`console: ${message.text()}`)
  })
  return refusals
}

test('the Studio boots to its login screen and its policy refuses nothing it loads', async ({ page }) => {
  desktopOnly()
  const refusals = await watchPolicy(page)
  const { served } = await standInForSanity(page)
  // The stand-in says nobody is signed in, as Sanity's API does: a 401 the Studio expects.
  expectProblems(page, /^401 from GET https:\/\/[a-z0-9-]+\.api\.sanity\.io\/\S*\/(users\/me|auth\/id)\b/)

  const response = await page.goto('/ohc-admin')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Choose login provider')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Google')).toBeVisible()

  await expect.poll(() => page.evaluate(() => Reflect.get(globalThis, '__sanityBridgeStandIn'))).toBe(true)
  await expect.poll(() => served.font.length, 'Inter was asked for').toBeGreaterThan(0)
  expect(served.bridge).toHaveLength(1)
  expect(served.api.some((url) => new URL(url).pathname.endsWith('/auth/providers'))).toBe(true)
  expect(served.unknown, 'requests to Sanity the stand-ins do not know').toEqual([])
  expect(refusals).toEqual([])
})

test('a public page keeps the site policy, without the Studio’s sources', async ({ page }) => {
  desktopOnly()
  const site = (await page.request.get('/')).headers()['content-security-policy'] ?? ''
  const studio = (await page.request.get('/ohc-admin')).headers()['content-security-policy'] ?? ''
  expect(site).toContain("script-src 'self'")
  for (const source of ['https://core.sanity-cdn.com', 'https://design-system-static.sanity.io']) {
    expect(studio).toContain(source)
    expect(site).not.toContain(source)
  }
})
