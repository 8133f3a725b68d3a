import { expect, test } from './fixtures'
import { sitesOfOneNeighborhood } from './members-helpers'
import { newIp, signInVia } from './sign-in'
import { axeViolations } from './axe'

// Planning a day on the phone: six sites for Saturday, "Plan it for me" (saying what it saves)
// puts the list in the planned order and the timeline shows when to arrive and leave each; a stop
// moved by keyboard stays moved after a reload and the timeline follows the list, "Plan it for
// me" brings the planned order back, one dragged moves too, a note is saved on Enter, a longer
// time at one site is on the timeline, a removal is undone in one tap; the print
// view carries the same timeline; axe finds nothing.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() })
})

const TIME = /\d{1,2}:\d{2}\s?[AP]M/

test('a member plans a Saturday of six sites, reorders one by keyboard, and prints the timeline', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const { saturday, sites } = sitesOfOneNeighborhood(6)
  await signInVia(page, '/my-ohc/itineraries')

  // The six sites through the API the "Add to itinerary" dialog calls (members.spec.ts drives the
  // dialog), added zigzagging west and east so the list is not already the plan's order.
  const headers = { origin: baseURL! }
  const created = await page.request.post('/api/itineraries', { data: { name: 'Saturday plan' }, headers })
  expect(created.status()).toBe(201)
  const { data } = (await created.json()) as { data: { id: string } }
  const byLng = [...sites].sort((a, b) => a.lng - b.lng)
  const zigzag = [byLng[0]!, byLng[5]!, byLng[1]!, byLng[4]!, byLng[2]!, byLng[3]!]
  for (const site of zigzag) {
    const added = await page.request.post(`/api/itineraries/${data.id}/items`, {
      data: { kind: 'site', refId: site.id, day: saturday },
      headers,
    })
    expect(added.status()).toBe(201)
  }

  await page.goto(`/my-ohc/itineraries?id=${data.id}`)
  const items = page.getByRole('list', { name: 'Items' }).locator(':scope > li')
  await expect(items).toHaveCount(6)
  const day = page.locator(`[data-day-plan="${saturday}"]`)
  // The zigzag walks further than the plan: the button says by how much.
  const planIt = day.getByRole('button', { name: /^Plan it for me: .*less walking/ })
  await expect(planIt).toBeVisible()
  await planIt.click()
  await expect(page.getByRole('status').filter({ hasText: 'now in the planned order' })).toBeVisible()

  // The timeline: every stop has its arrival and departure time; the list follows the plan.
  const stops = day.locator('[data-plan-stop]')
  const unplanned = day.locator('[data-unplanned-stop]')
  expect((await stops.count()) + (await unplanned.count())).toBe(6)
  await expect(stops.first().locator('time')).toHaveText([TIME, TIME])
  for (const stop of await stops.all()) await expect(stop.locator('time')).toHaveText([TIME, TIME])
  const planned = await stops.locator('a').allTextContents()
  await expect(items.locator('h3')).toHaveText([...planned, ...(await unplanned.locator('a').allTextContents())])
  await expect(day.getByText('is in the planned order')).toBeVisible()

  // Reorder by keyboard: the first stop moves down one, and stays there after a reload. The
  // timeline follows the list, and "Plan it for me" is offered again.
  const first = planned[0]!
  const down = page.getByRole('button', { name: `Move ${first} down` })
  await down.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `${first} moved down` })).toBeVisible()
  // "Now in the planned order" no longer holds, so it is gone from beside the button offered again.
  await expect(day.getByText('now in the planned order')).toHaveCount(0)
  const reordered = [planned[1]!, first, ...planned.slice(2)]
  await expect(items.locator('h3')).toHaveText(reordered.concat((await items.locator('h3').allTextContents()).slice(planned.length)))
  await expect(stops.locator('a').first()).toHaveText(planned[1]!)
  await expect(stops.locator('a').nth(1)).toHaveText(first)
  const onTimeline = await stops.locator('a').allTextContents()
  const listed = await items.locator('h3').allTextContents()
  expect(onTimeline).toEqual(listed.filter((title) => onTimeline.includes(title)))
  await page.reload()
  await expect(items.locator('h3').first()).toHaveText(planned[1]!)
  await expect(items.locator('h3').nth(1)).toHaveText(first)
  await expect(stops.locator('a').first()).toHaveText(planned[1]!)

  // "Plan it for me" puts the planned order back, on the list and on the timeline.
  await day.getByRole('button', { name: /^Plan it for me/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'now in the planned order' })).toBeVisible()
  await expect(stops.locator('a')).toHaveText(planned)
  await expect(items.locator('h3').first()).toHaveText(first)
  await expect(day.getByText('is in the planned order')).toBeVisible()

  // Dragging the third row by its handle onto the first moves it to the top.
  const third = (await items.locator('h3').nth(2).textContent())!
  await items.nth(2).locator('[title="Drag to reorder"]').dragTo(items.nth(0))
  await expect(page.getByRole('status').filter({ hasText: `${third} moved up` })).toBeVisible()
  await expect(items.locator('h3').first()).toHaveText(third)

  // A note: "Add a note" opens a small box, Enter saves it, "Saved" says so, and it stays.
  await page.getByRole('button', { name: `Add a note for ${first}` }).click()
  await page.getByLabel(`Note for ${first}`).fill('Ring the side door')
  await page.keyboard.press('Enter')
  await expect(items.filter({ hasText: first }).getByText('Saved', { exact: true })).toBeVisible()
  await page.reload()
  await expect(items.filter({ hasText: first }).getByText('Ring the side door')).toBeVisible()
  await expect(day.getByText('Note: Ring the side door')).toBeVisible()

  // The time there: an hour and a half at that site instead of the usual 45 minutes, on the
  // timeline at once and after a reload.
  const firstOnTimeline = stops.filter({ has: page.getByRole('link', { name: first, exact: true }) })
  await expect(firstOnTimeline).toContainText('(45 min inside)')
  await page.getByLabel(`Time at ${first}`).selectOption({ label: '1½ hr' })
  await expect(page.getByRole('status').filter({ hasText: `1 h 30 min at ${first}` })).toBeVisible()
  await expect(firstOnTimeline).toContainText('(1 h 30 min inside)')
  await page.reload()
  await expect(page.getByLabel(`Time at ${first}`)).toHaveValue('90')
  await expect(firstOnTimeline).toContainText('(1 h 30 min inside)')

  // Remove is undone in one tap: the site comes back in its place, with its note and its time there.
  const before = await items.locator('h3').allTextContents()
  await page.getByRole('button', { name: `Remove ${first}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `${first} removed` })).toBeVisible()
  await expect(items).toHaveCount(5)
  await page.getByRole('button', { name: `Undo removing ${first}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `${first} is back` })).toBeVisible()
  await expect(items.locator('h3')).toHaveText(before)
  await expect(items.filter({ hasText: first }).getByText('Ring the side door')).toBeVisible()
  await expect(page.getByLabel(`Time at ${first}`)).toHaveValue('90')
  await expect(page.getByRole('button', { name: `Undo removing ${first}` })).toHaveCount(0)

  expect(await axeViolations(page)).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  await day.screenshot({ path: testInfo.outputPath('timeline-390.png') })
  await page.getByRole('list', { name: 'Items' }).screenshot({ path: testInfo.outputPath('items-390.png') })

  // The print view: the same day as a timeline (in the list's order after the drag), with times and addresses.
  const shown = await stops.locator('a').allTextContents()
  await page.goto(`/my-ohc/itineraries/print?id=${data.id}`)
  const printed = page.locator(`[data-day-plan="${saturday}"]`)
  await expect(printed.locator('[data-plan-stop] a')).toHaveText(shown)
  await expect(printed.locator('[data-plan-stop]').first().locator('time').first()).toHaveText(TIME)
  await expect(printed.locator('[data-walk-minutes]')).toHaveCount(shown.length - 1)
})
