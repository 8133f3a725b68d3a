import { DEMO_HOST, DEMO_STAFF, newEmail, signInByLink } from './sign-in'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ROUTES, type RouteEntry } from '@/kernel/page-table/table'
import { axeViolations } from './axe'

// axe-core on every page template (one sample each, from the route table), and on the 404 page.
// The Studio is left out: offline it renders only Sanity's connection error.

const byTemplate = new Map<string, RouteEntry>()
for (const route of ROUTES) {
  // A shared itinerary needs a member's share link: e2e/members.spec.ts checks that page with axe;
  // a staff page needs the staff's address: e2e/ops.spec.ts does.
  if (route.template !== 'studio' && !route.sampleMadeByTest && !byTemplate.has(route.template)) byTemplate.set(route.template, route)
}

// axe on a long page (an archived year, the image gallery) takes a while on a shared machine.
test.setTimeout(90_000)

/** The demo's addresses of each role, or a new visitor's. */
const ROLE_EMAIL = { host: DEMO_HOST, staff: DEMO_STAFF } as const
const signIn = (page: Page, as?: keyof typeof ROLE_EMAIL) => signInByLink(page, as ? ROLE_EMAIL[as] : newEmail('axe'))

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

for (const [template, route] of byTemplate) {
  test(`${template} (${route.sample}) has no accessibility violations`, async ({ page }) => {
    if (route.signedIn) {
      await page.goto('/login')
      await signIn(page, route.role)
    }
    const response = await page.goto(route.sample)
    expect(response?.status()).toBe(200)
    await expect(page.locator(`[data-template="${template}"]`)).toBeVisible()
    await expectNoViolations(page)
  })
}

test('the 404 page has no accessibility violations', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('/no/such/page')).toBeVisible()
  await expectNoViolations(page)
})
