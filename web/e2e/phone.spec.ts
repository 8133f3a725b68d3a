import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './axe'

// The phone on festival weekend: a compact header whose menu opens and closes by keyboard and
// says whether it is open, and the lists (/sites, /events and their frame twins) with their first
// results on the first screen, the filters a tap away and each active filter removable in one tap.
// Runs on the phone project (Pixel 7, 412×915); the desktop keeps its row of links and its form.

const phoneOnly = (name: string) => test.skip(name !== 'phone', 'a phone layout')

/** Whether Chromium's accessibility tree (what a screen reader is told) has this button expanded. */
async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[]
  }
  await cdp.detach()
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name)
  expect(button, `a button named ${name}`).toBeDefined()
  const expanded = button!.properties?.find((p) => p.name === 'expanded')?.value.value
  return typeof expanded === 'boolean' ? expanded : undefined
}

test.describe('the header', () => {
  test('on a phone: the brand and a menu that opens and closes by keyboard and announces itself', async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    await page.goto('/')
    const header = page.locator('header.site-header')
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
    // The brand and the button share one row down to a small phone's width.
    await page.setViewportSize({ width: 360, height: 740 })
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
    const menu = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await expect(nav).toBeHidden()
    expect(await announcedExpanded(page, 'Menu')).toBe(false)

    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Sites' })).toBeVisible()
    expect(await announcedExpanded(page, 'Menu')).toBe(true)
    // The menu's links come next in the keyboard order.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link').first()).toBeFocused()
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    expect(await announcedExpanded(page, 'Menu')).toBe(false)

    // Space opens it too; its Close button closes it; a link in it goes where it says.
    await page.keyboard.press('Space')
    await expect(nav).toBeVisible()
    await nav.getByRole('button', { name: 'Close menu' }).click()
    await expect(nav).toBeHidden()
    await menu.click()
    await nav.getByRole('link', { name: 'Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
  })

  test('on a desktop: the links in a row and no menu button', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop layout')
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    await expect(links.first()).toBeVisible()
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
  })
})

for (const list of [
  { path: '/sites', noun: 'sites', first: '[data-template="sites-list"] .card-title' },
  { path: '/events', noun: 'events', first: '[data-template="events-list"] .card-title' },
  { path: '/iframe/sites', noun: 'sites', first: '[data-template="sites-list"] .card-title' },
  { path: '/iframe/events', noun: 'events', first: '[data-template="events-list"] .card-title' },
]) {
  test(`${list.path} on a phone: the count and the first result on the first screen`, async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    await page.goto(list.path)
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^\\d+ ${list.noun}`) })).toBeInViewport()
    await expect(page.locator(list.first).first()).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Filters' })).toBeInViewport()
  })
}

test('/sites on a phone: Filters opens the form over the list, the list follows each choice, a chip removes one filter', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo.project.name)
  await page.goto('/sites')
  const count = page.locator('#sites-count')
  const all = Number((await count.textContent())!.match(/^(\d+)/)![1])
  const sheet = page.getByRole('region', { name: 'Filters' })
  await expect(sheet).toBeHidden()
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(sheet).toBeVisible()
  expect(await announcedExpanded(page, 'Filters')).toBe(true)
  await sheet.getByRole('radio', { name: 'Sunday' }).check()
  await expect(page).toHaveURL(/day=sunday/)
  // The results behind the sheet follow, and its button says how many.
  await expect(count).toHaveText(new RegExp(` of ${all}$`))
  const sunday = Number((await count.textContent())!.match(/^(\d+)/)![1])
  expect(sunday).toBeLessThan(all)
  await sheet.getByRole('checkbox', { name: 'Elevator' }).check()
  await expect(page).toHaveURL(/access=elevator/)
  const both = Number((await count.textContent())!.match(/^(\d+)/)![1])
  await expect(sheet.getByRole('button', { name: `Show ${both === 1 ? '1 site' : `${both} sites`}` })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await sheet.getByRole('button', { name: /^Show \d+ sites?$/ }).click()
  await expect(sheet).toBeHidden()

  // Two chips, the button counts them; one tap on "Sunday" leaves the elevator filter.
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips.getByRole('link', { name: /^Remove filter/ })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
  await chips.getByRole('link', { name: 'Remove filter: Sunday' }).click()
  await expect(page).toHaveURL(/\/sites\?access=elevator$/)
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await expect(count).not.toHaveText(`${both} sites of ${all}`)
  await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Elevator' }).click()
  await expect(page).toHaveURL(/\/sites$/)
  await expect(count).toHaveText(`${all} sites`)
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('/events on a phone: the filters open and the GET form filters', async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    await page.goto('/events')
    const sheet = page.getByRole('region', { name: 'Filters' })
    await page.getByRole('button', { name: 'Filters' }).click()
    await expect(sheet).toBeVisible()
    await sheet.getByLabel('Price').selectOption({ label: 'Free' })
    await sheet.getByRole('button', { name: 'Show events' }).click()
    await expect(page).toHaveURL(/price=free/)
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Free' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await expect(page.locator('[data-template="events-list"] .card-title').first()).toBeInViewport()
  })
})
