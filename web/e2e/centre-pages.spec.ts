import { expect, test } from './fixtures'
import { CENTRE_PAGES } from '@/kernel/page-table/table'
import { demoDocuments, ofType } from '../test/demo-dataset'
import { axeViolations } from './axe'

// The centre's pages, rendered from their `page` documents: each answers 200 with its template
// and heading, its blocks render, and the page with every block has no accessibility violations.

const pages = ofType(demoDocuments(), 'page')
const pageAt = (path: string) => pages.find((p) => p.path === path)
const text = (value: unknown, key: string): string | undefined => {
  const field: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
  return typeof field === 'string' ? field : undefined
}
const blockTypes = (path: string): string[] => {
  const body: unknown = pageAt(path)?.body
  return Array.isArray(body) ? body.map((b) => text(b, '_type') ?? '').filter((t) => t !== 'block') : []
}

for (const path of CENTRE_PAGES) {
  test(`/${path} renders its page document`, async ({ page }) => {
    const doc = pageAt(path)
    expect(doc, `a page document at ${path}`).toBeDefined()
    const response = await page.goto(`/${path}`)
    expect(response?.status()).toBe(200)
    const article = page.locator('[data-template="page"]')
    await expect(article).toHaveCount(1)
    const heading = text(doc?.hero, 'heading') ?? text(doc, 'title') ?? ''
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // Every custom block of the document is on the page, in the document's order.
    const rendered = await article
      .locator('[data-blocks] [data-block]')
      .evaluateAll((els) => els.filter((el) => !el.parentElement?.closest('[data-block]')).map((el) => el.getAttribute('data-block')))
    expect(rendered).toEqual(blockTypes(path))
    const seoTitle = text(doc?.seo, 'title') ?? text(doc, 'title') ?? ''
    await expect(page).toHaveTitle(new RegExp(`^${seoTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${path}$`))
  })
}

test('the block test page has no accessibility violations', async ({ page }) => {
  await page.goto('/test')
  await expect(page.locator('[data-block="carouselBlock"]')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a path with no page document answers 404, and so does the home page’s document path', async ({ page }) => {
  expect((await page.goto('/about/no-such-page'))?.status()).toBe(404)
  expect((await page.goto('/home'))?.status()).toBe(404)
})

test('the carousel turns with its labelled buttons and says which slide shows', async ({ page }) => {
  await page.goto('/test')
  const carousel = page.getByRole('group', { name: 'Carousel', exact: true })
  await expect(carousel.getByText('Slide 1 of 3')).toBeVisible()
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(carousel.getByText('Slide 2 of 3')).toBeVisible()
  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await expect(carousel.getByText('Slide 3 of 3')).toBeVisible()
})

test('the member-only block shows its teaser and, to a visitor, the way to sign in — never the content', async ({ page }) => {
  const response = await page.goto('/test')
  const html = (await response?.text()) ?? ''
  expect(html).toContain('Members see a thank-you message here')
  expect(html).not.toContain('This paragraph is only sent to signed-in members')
  const block = page.locator('[data-block="memberOnlyBlock"]')
  await expect(block.getByRole('link', { name: 'sign in' })).toBeVisible()
  await expect(block.getByRole('link', { name: 'become a member' })).toBeVisible()
})
