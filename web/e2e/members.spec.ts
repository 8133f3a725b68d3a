import BetterSqlite3 from 'better-sqlite3'
import { expect, hydrated, test } from './fixtures'
import { showMenu } from './layout'
import { latestLinkTo, messagesTo } from '../test/outbox'
import { e2eOutboxDir, e2eServerEnv } from './auth-env'
import { expectedWalkMinutes, fiveSitesOfOneNeighborhood, icsLines } from './members-helpers'
import { newEmail, newIp, signInVia } from './sign-in'
import { axeViolations } from './axe'

// The members' journey in the browser, against the production build with the outbox: sign in with
// the emailed link, build an itinerary from five site pages, reorder it, see its map and day plan,
// export it to a calendar, share it read-only, and delete it — each change confirmed by the alert.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() })
})

const desktopOnly = (name: string) => test.skip(name === 'phone', 'covered on desktop; the phone runs the main journey')

test('a member builds, reorders, exports, shares and deletes an itinerary of five sites', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { saturday, sites } = fiveSitesOfOneNeighborhood()
  const name = `Saturday walk ${Date.now().toString(36)}`

  // Signed out, My OHC sends the visitor to sign in and the link brings them back.
  await signInVia(page, '/my-ohc/itineraries')
  await expect(page.locator('[data-template="my-itineraries"]')).toBeVisible()
  await page.getByLabel('New itinerary').fill(name)
  await page.getByRole('button', { name: 'Create itinerary' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Itinerary created' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

  // Five sites, each from its own page, for the festival's Saturday.
  for (const site of sites) {
    await page.goto(`/sites/${site.slug}`)
    await page.getByRole('button', { name: 'Add to itinerary' }).click()
    const dialog = page.getByRole('dialog', { name: `Add “${site.name}” to an itinerary` })
    await dialog.getByRole('radio', { name }).check()
    await dialog.getByLabel('Day (optional)').selectOption(saturday)
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: `Added to ${name}.` })).toBeVisible()
    await expect(dialog).toBeHidden()
  }
  // Adding the same site again changes nothing, and says so.
  await page.getByRole('button', { name: 'Add to itinerary' }).click()
  await page.getByRole('dialog').getByRole('radio', { name }).check()
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Already in ${name}` })).toBeVisible()

  await page.goto('/my-ohc/itineraries')
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click()
  const items = page.getByRole('list', { name: 'Items' }).locator(':scope > li')
  await expect(items).toHaveCount(5)
  await expect(items.locator('h3')).toHaveText(sites.map((s) => new RegExp(s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))))

  // Reorder: the first moves below the second, and it stays so after a reload.
  const moveDown = page.getByRole('button', { name: `Move ${sites[0]!.name} down` })
  await hydrated(moveDown)
  await moveDown.click()
  await expect(page.getByRole('status').filter({ hasText: 'Itinerary updated' })).toBeVisible()
  const reordered = [sites[1]!, sites[0]!, ...sites.slice(2)]
  await expect(items.locator('h3')).toHaveText(reordered.map((s) => s.name))
  await page.reload()
  await expect(items.locator('h3')).toHaveText(reordered.map((s) => s.name))

  // The map shows the five places; the day plan lists them with the walk between each pair.
  const map = page.locator('[data-itinerary-map]')
  await expect(map).toBeVisible()
  await expect(map.getByRole('list', { name: /locations/ }).getByRole('listitem')).toHaveCount(5)
  const plan = page.locator(`[data-day-plan="${saturday}"]`)
  await expect(plan.locator('[data-plan-stop]')).toHaveCount(5)
  const planned = await plan.locator('[data-plan-stop] a').allTextContents()
  expect([...planned].sort()).toEqual(sites.map((s) => s.name).sort())
  const walks = await plan.locator('[data-walk-minutes]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-walk-minutes'))))
  const byName = new Map(sites.map((s) => [s.name, s]))
  expect(walks).toEqual(planned.slice(1).map((title, i) => expectedWalkMinutes(byName.get(planned[i]!)!, byName.get(title)!)))

  // A valid calendar: one all-day VEVENT per item, on the chosen day, named after the site.
  const icsHref = await page.getByRole('link', { name: 'Export to calendar (.ics)' }).getAttribute('href')
  const ics = await page.request.get(icsHref!)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const raw = await ics.text()
  expect(raw.includes('\n') && raw.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true)
  const lines = icsLines(raw)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  expect(lines).toContain('VERSION:2.0')
  const events = raw
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((chunk) => icsLines(chunk.split('END:VEVENT')[0]!))
  expect(events).toHaveLength(5)
  for (const event of events) {
    expect(event.find((l) => l.startsWith('UID:'))).toBeTruthy()
    expect(event.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(event).toContain(`DTSTART;VALUE=DATE:${saturday.replaceAll('-', '')}`)
  }
  const summaries = events.map((event) =>
    event
      .find((l) => l.startsWith('SUMMARY:'))!
      .slice('SUMMARY:'.length)
      .replace(/\\([,;\\])/g, '$1'),
  )
  expect(summaries.sort()).toEqual(sites.map((s) => s.name).sort())

  // Share: signed out, the link shows the itinerary read-only.
  await page.getByRole('button', { name: 'Create a share link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Itinerary updated' })).toBeVisible()
  const shareUrl = await page.getByLabel(/Anyone with this link/).inputValue()
  expect(shareUrl).toMatch(/\/itineraries\/shared\/[A-Za-z0-9_-]{43}$/)
  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  const shared = await visitor.goto(shareUrl)
  expect(shared?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
  // The shared page shows the day's timeline: the five sites, in the plan's order.
  await expect(visitor.locator(`[data-day-plan="${saturday}"] [data-plan-stop] a`)).toHaveText(planned)
  // No editing controls (the map's zoom links are role=button, and welcome).
  await expect(visitor.locator('main').getByRole('button', { name: /move|remove|save|delete|rename|shar/i })).toHaveCount(0)
  await expect(visitor.locator('main').locator('input, select, textarea')).toHaveCount(0)
  await showMenu(visitor)
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await axeViolations(visitor)).toEqual([])

  // Revoked, the same link is gone.
  await page.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(page.getByRole('button', { name: 'Create a share link' })).toBeVisible()
  expect((await visitor.goto(shareUrl))?.status()).toBe(404)
  await stranger.close()

  // Delete, after a confirmation.
  await page.getByRole('button', { name: 'Delete itinerary…' }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Itinerary deleted' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0)
  expect((await page.request.get(icsHref!)).status()).toBe(404)
})

test('Split across the weekend saves every move in one request', async ({ page, baseURL }, testInfo) => {
  desktopOnly(testInfo.project.name)
  await signInVia(page, '/my-ohc/itineraries')
  // Made through the API as the pages make it: two sites open on Saturday and one open only on
  // Sunday, all put on Saturday, so the split moves the Sunday one.
  const write = { headers: { origin: baseURL ?? '' } }
  const made = await page.request.post('/api/itineraries', { ...write, data: { name: 'Whole weekend' } })
  const id = String(((await made.json()) as { data: { id: string } }).data.id)
  for (const refId of ['site.ellery-arts-house', 'site.ashby-gallery', 'site.abernathy-park-pavilion'])
    expect(
      (await page.request.post(`/api/itineraries/${id}/items`, { ...write, data: { kind: 'site', refId, day: '2026-10-17' } })).status(),
    ).toBe(201)

  await page.goto(`/my-ohc/itineraries?id=${id}`)
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/itineraries/'))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await page.getByRole('button', { name: 'Split across the weekend' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Split across the weekend: \d+ items? moved to another day\.$/ })).toBeVisible()
  expect(writes).toEqual([`PUT /api/itineraries/${id}/days`])
  const stored = (await (await page.request.get(`/api/itineraries/${id}`)).json()) as { data: { items: { refId: string; day: string }[] } }
  expect(stored.data.items.find((item) => item.refId === 'site.abernathy-park-pavilion')?.day).toBe('2026-10-18')
  // Saved whole: the page, read again, has nothing left to split.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Split across the weekend' })).toHaveCount(0)
})

test('an expired sign-in link shows the expired-link page', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name)
  // login.spec.ts covers the reused link; this ages one past its expiry in the server's database.
  const email = newEmail()
  await page.goto('/login?callbackURL=%2Fmy-ohc')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  const link = await latestLinkTo(e2eOutboxDir, email)
  const db = new BetterSqlite3(e2eServerEnv.OHC_SQLITE_FILE, { timeout: 5_000 })
  const aged = db.prepare(`update verification set "expiresAt" = "createdAt" where value like ?`).run(`%${email}%`).changes
  db.close()
  expect(aged).toBe(1)
  await page.goto(link)
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByRole('alert').filter({ hasText: /expired/ })).toBeVisible()
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull()
})

test('the header shows the signed-in state, and the account name can be changed', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name)
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  await signInVia(page, '/my-ohc')
  await page.goto('/')
  await expect(page.locator('[data-account="signed-in"]')).toHaveText(/^My OHC/)
  await page.goto('/my-ohc')
  await expect(page.getByText('Not a member.')).toBeVisible()
  await page.getByLabel('Your name').fill('Ada Member')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible()
  await expect(page.locator('[data-account="signed-in"]')).toContainText('Ada Member')
  expect(await (await page.request.get('/api/auth/get-session')).json()).toMatchObject({ user: { name: 'Ada Member' } })
})

/** The subject of the latest email to an address in the server's outbox. */
const latestSubjectTo = (email: string) => messagesTo(e2eOutboxDir, email).at(-1)?.subject

test('a member chooses the language of their emails, and the next one comes in it', async ({ page }) => {
  const email = await signInVia(page, '/my-ohc')
  const language = page.getByLabel('Emails in')
  await expect(language).toHaveValue('en')
  await language.selectOption({ label: 'Español' })
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your emails will be in Español.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Emails in')).toHaveValue('es')
  // The next email to this member, a booking's or a new sign-in link, is in Spanish.
  const asked = await page.request.post('/api/auth/sign-in/magic-link', {
    data: { email, callbackURL: '/my-ohc' },
    headers: { origin: e2eServerEnv.OHC_SITE_URL, 'x-forwarded-for': newIp() },
  })
  expect(asked.status()).toBe(200)
  await expect.poll(() => latestSubjectTo(email)).toMatch(/^Tu enlace para entrar en /)
})

test('deleting the account asks first, then signs the member out', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name)
  await signInVia(page, '/my-ohc')
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByRole('button', { name: 'Keep my account' }).click()
  expect(await (await page.request.get('/api/auth/get-session')).json()).not.toBeNull()
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page).toHaveURL('/')
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull()
  await page.goto('/my-ohc')
  await expect(page).toHaveURL('/login?callbackURL=%2Fmy-ohc')
})

test('each My OHC template has no accessibility violations, in English and in Spanish', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name)
  await signInVia(page, '/my-ohc')
  // An itinerary with an item, so the itineraries page shows its editing controls too.
  await page.goto('/my-ohc/itineraries')
  await page.getByLabel('New itinerary').fill('Accessible plan')
  await page.getByRole('button', { name: 'Create itinerary' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Accessible plan' })).toBeVisible()
  for (const [path, template] of [
    ['/my-ohc', 'my-ohc'],
    ['/my-ohc/itineraries', 'my-itineraries'],
    ['/my-ohc/events', 'my-events'],
    ['/my-ohc/site-tours', 'my-site-tours'],
    ['/my-ohc/places', 'my-places'],
    ['/es/my-ohc', 'my-ohc'],
    ['/es/my-ohc/itineraries', 'my-itineraries'],
    ['/es/my-ohc/events', 'my-events'],
    ['/es/my-ohc/site-tours', 'my-site-tours'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator(`[data-template="${template}"]`)).toBeVisible()
    expect((await axeViolations(page)).map((line) => `${path} ${line}`)).toEqual([])
  }
})
