import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('the home page shows this year’s festival from the demo content', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Open House/)
  const figures = page.getByRole('list', { name: 'This year’s festival' })
  await expect(figures).toContainText(/\d+ sites open/)
  const sites = Number((await figures.getByRole('listitem').first().locator('strong').textContent()) ?? 0)
  expect(sites).toBeGreaterThan(200)
})

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
})
