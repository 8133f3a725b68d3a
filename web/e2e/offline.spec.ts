import { expect, expectProblems, test } from './fixtures'
import { fiveSitesOfOneNeighborhood } from './members-helpers'
import { signInVia } from './sign-in'
import { SAVED, cached, goOffline, openControlled, savedText } from './offline-helpers'
import { axeViolations } from './axe'

// The site offline, in a real Chromium with the real service worker (src/worker/sw.ts): pages the
// visitor opened come back offline with the time they were saved, an unsaved one gives the list
// of saved ones, a member's itineraries are there offline, and signing out leaves nothing of the
// member in the caches. Every other browser test blocks service workers (playwright.config.ts):
// this one allows them. Playwright's offline mode covers the worker's own requests too.

test.use({ serviceWorkers: 'allow' })

const phoneOnly = (name: string) => test.skip(name !== 'phone', 'the phone on festival weekend')

test('an installable app: the manifest, its icons and nothing Chromium would refuse', async ({ page, context }, testInfo) => {
  phoneOnly(testInfo.project.name)
  await openControlled(page, '/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = await (await page.request.get(href!)).json()
  expect(manifest).toMatchObject({ name: 'Open House Chicago', start_url: '/', display: 'standalone' })
  // A long press on the home screen's icon goes straight to what is needed at a door.
  expect(manifest.shortcuts).toEqual([
    expect.objectContaining({ name: 'My tickets', url: '/my-ohc/places' }),
    expect.objectContaining({ name: 'Host tool', url: '/host' }),
  ])
  for (const icon of manifest.icons as { src: string; type: string; sizes: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type'], icon.src).toContain(icon.type)
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
  // A test browser's profile is a private one; that is the browser's state, not the site's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
})

test('offline: the pages opened come back with their saved time; an unsaved one lists what is saved; online is fresh', async ({
  page,
  context,
}, testInfo) => {
  phoneOnly(testInfo.project.name)
  const [site] = fiveSitesOfOneNeighborhood().sites
  await openControlled(page, '/')
  await page.goto(`/sites/${site!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: site!.name })).toBeVisible()
  // The shell is saved at install: the home page and the sites list, without having opened it.
  await expect
    .poll(async () => (await cached(page))['ohc-pages'] ?? [])
    .toEqual(expect.arrayContaining(['/', '/sites', `/sites/${site!.slug}`]))

  // The map's tiles are kept as seen, within their bound (150).
  await page.goto('/sites?view=map')
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => ((await cached(page))['ohc-tiles'] ?? []).length).toBeGreaterThan(0)
  expect(((await cached(page))['ohc-tiles'] ?? []).length).toBeLessThanOrEqual(150)

  await page.goto(`/sites/${site!.slug}`)
  await goOffline(context, page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: site!.name })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
  // On screen after the reload too, where the browser keeps the page's place: the notice stays at the top.
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toBeInViewport({ ratio: 1 })
  // The saved copy is the whole page, styled: the header's brand is where the stylesheet puts it.
  await expect(page.locator('header.site-header')).toBeVisible()
  expect(await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline')

  await page.goto('/sites')
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
  await expect(page.locator('[data-template="sites-list"] .card-title').first()).toBeInViewport()
  expect(await axeViolations(page, '[role="status"]')).toEqual([])

  // A page never opened: the offline page says so and links what is saved.
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: site!.name, exact: false })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Back online, the page comes from the server, with no notice.
  await context.setOffline(false)
  await page.goto(`/sites/${site!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: site!.name })).toBeVisible()
  await expect(page.getByText(/Offline: saved/)).toHaveCount(0)
})

test("offline: a member's itinerary is there with its saved time; signing out leaves nothing of the member", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  phoneOnly(testInfo.project.name)
  const [site] = fiveSitesOfOneNeighborhood().sites
  const name = `Offline plan ${Date.now().toString(36)}`
  await openControlled(page, '/')
  const email = await signInVia(page, '/my-ohc/itineraries')
  await page.getByLabel('New itinerary').fill(name)
  await page.getByRole('button', { name: 'Create itinerary' }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await page.goto(`/sites/${site!.slug}`)
  await page.getByRole('button', { name: 'Add to itinerary' }).click()
  const dialog = page.getByRole('dialog', { name: `Add “${site!.name}” to an itinerary` })
  await dialog.getByRole('radio', { name }).check()
  // On the festival's first day, so the itinerary has a planned day to keep.
  await dialog.getByLabel('Day (optional)').selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Added to ${name}.` })).toBeVisible()

  // Opening My OHC saves it and the itineraries it lists, each on its own address.
  await page.goto('/my-ohc')
  const itineraryHref = await page.getByRole('link', { name }).getAttribute('href')
  expect(itineraryHref).toMatch(/^\/my-ohc\/itineraries\?id=/)
  await expect.poll(async () => (await cached(page))['ohc-personal'] ?? []).toEqual(expect.arrayContaining(['/my-ohc', itineraryHref!]))

  // A shared itinerary opened is kept with the personal copies, not with the public pages.
  const itineraryId = new URL(itineraryHref!, page.url()).searchParams.get('id')!
  const shared = await page.request.post(`/api/itineraries/${encodeURIComponent(itineraryId)}/share`, {
    headers: { origin: new URL(page.url()).origin },
  })
  expect(shared.status()).toBe(200)
  const sharedPath = `/itineraries/shared/${((await shared.json()) as { data: { token: string } }).data.token}`
  await page.goto(sharedPath)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect.poll(async () => (await cached(page))['ohc-personal'] ?? []).toContain(sharedPath)
  expect((await cached(page))['ohc-pages']).not.toContain(sharedPath)

  await goOffline(context, page)
  await page.goto(itineraryHref!)
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByRole('link', { name: site!.name }).first()).toBeVisible()
  // The day's plan is part of the saved page: its timeline, or why the place does not fit that day.
  await expect(page.locator('[data-day-plan]').filter({ hasText: site!.name })).toBeVisible()
  // My OHC's saved copy: its reservations come from the API, and it says they will be back online.
  await page.goto('/my-ohc')
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
  await expect(page.getByText('You are offline: your reservations show here when you are back online.')).toBeVisible()
  await expect(page.getByText('No upcoming reservations.')).toHaveCount(0)
  await context.setOffline(false)

  await page.goto('/my-ohc')
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL('/')
  const after = await cached(page)
  expect(after['ohc-personal'] ?? []).toEqual([])
  expect(
    Object.values(after)
      .flat()
      .filter((path) => path.startsWith('/my-ohc')),
  ).toEqual([])
  const text = await savedText(page)
  expect(text).not.toContain(email)
  expect(text).not.toContain(name)

  // Offline again, My OHC is not there for whoever holds the phone next.
  await goOffline(context, page)
  await page.goto('/my-ohc')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
  await context.setOffline(false)
})

// A worker the site once registered at /sw.js. The browser checks that address for updates; the
// site answers it with the current worker, which then takes over the same registration.
const EARLIER_WORKER = `
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => event.source.postMessage('the earlier worker'))
`

test('a browser with the earlier worker at /sw.js gets the current one on its next update check', async ({ page, context }, testInfo) => {
  phoneOnly(testInfo.project.name)
  // The earlier worker, as that browser has it; the current one's address is kept away meanwhile.
  await context.route('**/sw.js', (route) => route.fulfill({ contentType: 'text/javascript', body: EARLIER_WORKER }))
  await context.route('**/serwist/sw.js*', (route) => route.abort())
  // The page's own registration of the current worker fails while its address is kept away.
  expectProblems(
    page,
    /^request failed: GET \S+\/serwist\/sw\.js\S* /,
    /^console error: An unknown error occurred when fetching the script\./,
  )
  await page.goto('/')
  const answer = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true })
          navigator.serviceWorker.controller?.postMessage('which')
          setTimeout(() => resolve('no answer'), 2_000)
        }),
    )
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js')
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'))
  expect(await answer()).toBe('the earlier worker')
  expect(Object.keys(await cached(page))).toEqual([])

  // The browser's update check of /sw.js now reaches the site: the current worker installs from
  // that address (it saves the shell at install) and controls the page. /serwist/sw.js stays kept
  // away, so it is the earlier address alone that brings it.
  // The wait is on the new worker's own state, not a clock: its install saves the whole shell
  // first, which on a busy machine takes many seconds after '/' is saved.
  test.setTimeout(120_000)
  await context.unroute('**/sw.js')
  const activated = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/')
    if (!registration) return 'no registration'
    const found = new Promise<ServiceWorker | null>((resolve) =>
      registration.addEventListener('updatefound', () => resolve(registration.installing), { once: true }),
    )
    await registration.update()
    const worker = await found
    if (!worker) return 'nothing installing'
    const settled = () => worker.state === 'activated' || worker.state === 'redundant'
    if (!settled()) await new Promise<void>((resolve) => worker.addEventListener('statechange', () => settled() && resolve()))
    return `${worker.state} ${new URL(worker.scriptURL).pathname}`
  })
  expect(activated).toBe('activated /sw.js')
  expect((await cached(page))['ohc-pages']).toEqual(expect.arrayContaining(['/']))
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)
  await expect.poll(answer, { timeout: 10_000 }).toBe('no answer')
})
