import { expect, test } from './fixtures'
import { demoDocuments, demoYears, editionYears, ofType } from '../test/demo-dataset'
import { axeViolations } from './axe'

const docs = demoDocuments()
const { current } = demoYears(docs)
const liveSites = ofType(docs, 'site').filter((site) => editionYears(site).includes(current)).length

test('the home page shows this year’s festival from the demo content', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Open House/)
  const figures = page.getByRole('list', { name: 'This year’s festival' })
  await expect(figures).toContainText(/\d+ sites open/)
  // The count of sites with an edition this year, read from the dataset without GROQ.
  await expect(figures.getByRole('listitem').first()).toHaveText(`${new Intl.NumberFormat('en-US').format(liveSites)} sites open`)
})

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  expect(await axeViolations(page)).toEqual([])
})

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
})
