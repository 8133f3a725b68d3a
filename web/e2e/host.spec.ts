import type { Page } from '@playwright/test'
import { demoDocuments, demoYears } from '../test/demo-dataset'
import { expect, expectProblems, test } from './fixtures'
import { DEMO_HOST, emailedSignInLink, signInAsHost } from './sign-in'
import { SAVED, cached } from './offline-helpers'
import { axeViolations } from './axe'
import { phoneLakeSite } from './phone-lake-site'

// A host on the door, on a phone, during the festival: signs in with the emailed link, opens
// their site's tool, counts visitors and reports the line; in a basement with no signal the taps
// stay on the phone and go when the connection is back, each counted exactly once; another
// host's door answers 403; axe finds nothing on the tool's pages. A host whose first page of the
// site is the tool (the emailed link) reopens it offline, reloaded or in a new tab, with the count
// the server last gave and the taps still waiting.

const HOST = DEMO_HOST
// Saturday of the demo festival, mid-afternoon in Chicago (the server's clock and the phone's).
const NOW = '2026-10-17T20:00:00.000Z'
const started = phoneLakeSite(NOW)
const { current } = demoYears(demoDocuments())

type Edition = { year: number; hosts?: string[] }
const sites = demoDocuments().filter((d) => d._type === 'site')
const hosted = sites.find((d) => ((d.editions ?? []) as Edition[]).some((e) => e.year === current && e.hosts?.includes(HOST)))!
const unhosted = sites.find((d) => ((d.editions ?? []) as Edition[]).some((e) => e.year === current && !e.hosts?.length))!
const slugOf = (doc: typeof hosted) => (doc.slug as { current: string }).current
const nameOf = (doc: typeof hosted) => String(doc.name)

const total = (page: Page) => page.getByTestId('host-total')

/** The buttons whose words do not fit inside them, or that reach past the screen's edge. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // Whatever reaches past the screen's edge, named, when the page scrolls sideways.
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5)
    const wide =
      document.documentElement.scrollWidth > width
        ? [
            `the page scrolls sideways: ${past
              .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`)
              .slice(0, 5)
              .join(', ')}`,
          ]
        : []
    // A button or field whose words overflow it, or that reaches past the screen or its panel's edge.
    const buttons = [...document.querySelectorAll('main button, main input, main label')].filter((el) => {
      const right = el.getBoundingClientRect().right
      const panel = el.closest('section')?.getBoundingClientRect().right ?? width
      return el.scrollWidth > el.clientWidth + 1 || right > Math.min(width, panel) + 0.5
    })
    return [...wide, ...buttons.map((el) => el.textContent?.trim() || el.getAttribute('placeholder') || el.tagName)]
  })

async function serverSummary(page: Page, base: string) {
  const response = await page.request.get(`${base}/api/host/sites/${hosted._id}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { total: number; last?: { kind: string; minutes?: number } } }).data
}

test('a host counts visitors and reports the line, offline too, each tap counted once', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the host tool is used on a phone')
  test.setTimeout(120_000)
  const { base, server } = started()
  await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
  )
  await page.clock.setFixedTime(new Date(NOW))
  await signInAsHost(page, { base, outboxDir: server.outboxDir })
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: nameOf(hosted) }).click()
  await expect(page).toHaveURL(`${base}/host/${slugOf(hosted)}`)
  await expect(page.getByRole('heading', { level: 1, name: nameOf(hosted) })).toBeVisible()
  await expect(total(page)).toHaveText('0')
  expect(await axeViolations(page)).toEqual([])

  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+1', exact: true }).click()
  await page.getByRole('button', { name: '+5', exact: true }).click()
  await page.getByRole('button', { name: '~30 min' }).click()
  await expect(total(page)).toHaveText('8')
  await expect(page.getByTestId('host-waiting')).toHaveCount(0)
  await expect(page.getByText(/Last report: Line: 30 min/)).toBeVisible()
  expect(await serverSummary(page, base)).toMatchObject({ total: 8, last: { kind: 'line', minutes: 30 } })
  // The line as it stands is marked on its button, and only there.
  await expect(page.getByRole('button', { name: '~30 min' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'No line' })).toHaveAttribute('aria-pressed', 'false')
  // Every button's words fit inside it, on the narrowest phones too, and nothing scrolls sideways.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    expect(await overflowing(page), `at ${width} px`).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`host-tool-${width}.png`), fullPage: true })
    await page.getByRole('region', { name: 'Check in tickets' }).screenshot({ path: testInfo.outputPath(`host-check-in-${width}.png`) })
  }

  // A visitor on another phone sees the line within 10 s, on the site page and in the list
  // ordered by the line (both cached pages, rendered anew every few seconds).
  const visitor = await context.browser()!.newPage({ viewport: page.viewportSize() ?? undefined })
  await visitor.clock.setFixedTime(new Date(NOW))
  const seen = async (path: string) => {
    await visitor.goto(`${base}${path}`)
    return visitor
      .getByText(/~30 min line/)
      .first()
      .isVisible()
  }
  await expect.poll(() => seen(`/sites/${slugOf(hosted)}`), { timeout: 10_000, intervals: [500] }).toBe(true)
  await expect.poll(() => seen('/sites?sort=line'), { timeout: 10_000, intervals: [500] }).toBe(true)
  await visitor.close()

  // In a basement: twenty visitors and a line, with no signal.
  expectProblems(page, /ERR_INTERNET_DISCONNECTED/)
  // A few minutes later by the phone's clock.
  await page.clock.setFixedTime(new Date(new Date(NOW).getTime() + 5 * 60_000))
  await context.setOffline(true)
  for (let i = 0; i < 20; i++) await page.getByRole('button', { name: '+1', exact: true }).click()
  await page.getByRole('button', { name: '~45 min' }).click()
  await expect(page.getByTestId('host-waiting')).toContainText('Offline: 21 taps kept on this phone')
  await expect(total(page)).toHaveText('28')
  const kept: unknown[] = await page.evaluate(() => JSON.parse(localStorage.getItem('ohc-host-taps') ?? '[]'))
  expect(kept).toHaveLength(21)

  // Back in signal: the taps go, and the server has exactly +20 and the one line.
  await context.setOffline(false)
  await expect(page.getByTestId('host-waiting')).toHaveCount(0, { timeout: 15_000 })
  expect(await serverSummary(page, base)).toMatchObject({ total: 28, last: { kind: 'line', minutes: 45 } })
  await expect(total(page)).toHaveText('28')

  // The same taps sent again (a lost answer, a second tab): nothing changes.
  const again = await page.request.post(`${base}/api/host/reports`, { data: { reports: kept }, headers: { origin: base } })
  expect(again.status()).toBe(200)
  const outcomes = ((await again.json()) as { data: { results: { outcome: string }[] } }).data.results.map((r) => r.outcome)
  expect(new Set(outcomes)).toEqual(new Set(['duplicate']))
  expect((await serverSummary(page, base)).total).toBe(28)

  // Undo takes back the last count.
  await page.getByRole('button', { name: '+5', exact: true }).click()
  await expect(total(page)).toHaveText('33')
  await page.getByRole('button', { name: 'Undo +5' }).click()
  await expect(total(page)).toHaveText('28')
  await expect.poll(async () => (await serverSummary(page, base)).total, { timeout: 10_000 }).toBe(28)

  // On a slow connection: Undo while the count is on its way takes it back all the same.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let onItsWay = false
  // The first send is held on its way; any after it goes straight through.
  await page.route('**/api/host/reports', async (route) => {
    if (!onItsWay) {
      onItsWay = true
      await held
    }
    await route.continue()
  })
  await page.getByRole('button', { name: '+5', exact: true }).click()
  await expect.poll(() => onItsWay).toBe(true)
  await page.getByRole('button', { name: 'Undo +5' }).click()
  await expect(total(page)).toHaveText('28')
  release()
  await expect.poll(async () => (await serverSummary(page, base)).total, { timeout: 10_000 }).toBe(28)
  await expect(total(page)).toHaveText('28')

  // The door reopened, a minute later by the phone: marked on its button, the others not.
  await page.clock.setFixedTime(new Date(new Date(NOW).getTime() + 6 * 60_000))
  await page.getByRole('button', { name: 'Reopened' }).click()
  await expect(page.getByRole('button', { name: 'Reopened' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Closed early' })).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(async () => (await serverSummary(page, base)).last?.kind, { timeout: 10_000 }).toBe('status')

  // Another host's door.
  const response = await page.goto(`${base}/host/${slugOf(unhosted)}`)
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Not for this account' })).toBeVisible()
})

test.describe('with the offline worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a host whose first page is the email’s link reopens the tool with no signal: reloaded and in a new tab, taps and all', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the host tool is used on a phone')
    test.setTimeout(120_000)
    const { base, server } = started()
    const tool = `${base}/host/${slugOf(hosted)}`
    await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
    )
    await page.clock.setFixedTime(new Date(NOW))
    // A new phone: the first page of the site it loads is the tool, from the link in the email.
    await page.goto(await emailedSignInLink(request, { base, outboxDir: server.outboxDir }, HOST, `/host/${slugOf(hosted)}`))
    await expect(page).toHaveURL(tool)
    const start = (await serverSummary(page, base)).total
    await expect(total(page)).toHaveText(String(start))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    await expect.poll(async () => (await cached(page))['ohc-personal'] ?? [], { timeout: 15_000 }).toContain(`/host/${slugOf(hosted)}`)

    // Counted while the signal lasts: stored, and the tool has the server's new count.
    await page.getByRole('button', { name: '+5', exact: true }).click()
    await expect.poll(async () => (await serverSummary(page, base)).total, { timeout: 10_000 }).toBe(start + 5)
    await expect(page.getByTestId('host-waiting')).toHaveCount(0)

    // Down the stairs: two taps with no signal, then the page is reloaded.
    expectProblems(page, /ERR_INTERNET_DISCONNECTED/)
    await context.setOffline(true)
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '+1', exact: true }).click()
    await expect(page.getByTestId('host-waiting')).toContainText('Offline: 2 taps kept on this phone')
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
    await expect(page.getByRole('heading', { level: 1, name: nameOf(hosted) })).toBeVisible()
    // The count the server last gave (newer than the saved page's) and the taps still waiting.
    await expect(total(page)).toHaveText(String(start + 7))
    await expect(page.getByTestId('host-waiting')).toContainText('Offline: 2 taps kept on this phone')
    expect(await axeViolations(page)).toEqual([])
    // Opened again from a new tab, still with no signal, it can take a tap.
    const tab = await context.newPage()
    await tab.clock.setFixedTime(new Date(NOW))
    await tab.goto(tool)
    await expect(tab.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
    await tab.getByRole('button', { name: '+1', exact: true }).click()
    await expect(total(tab)).toHaveText(String(start + 8))
    await expect(tab.getByTestId('host-waiting')).toContainText('Offline: 3 taps kept on this phone')
    // The home screen's "Host tool" shortcut opens the host's list of sites: kept with the tool.
    await tab.goto(`${base}/host`)
    await expect(tab.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
    await tab.getByRole('link', { name: nameOf(hosted) }).click()
    await expect(tab.getByTestId('host-waiting')).toContainText('Offline: 3 taps kept on this phone')
    await tab.close()

    // Back in signal: every tap arrives, once.
    await context.setOffline(false)
    await page.reload()
    await expect.poll(async () => (await serverSummary(page, base)).total, { timeout: 20_000 }).toBe(start + 8)
    await expect(page.getByTestId('host-waiting')).toHaveCount(0, { timeout: 15_000 })
  })
})

test('a host whose account speaks Spanish gets the tool in Spanish, words, plurals and times', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the host tool is used on a phone')
  const { base, server } = started()
  await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
  )
  // Later by the phone's clock than the reports of the tests before, so this one is the last.
  await page.clock.setFixedTime(new Date(new Date(NOW).getTime() + 8 * 60_000))
  await signInAsHost(page, { base, outboxDir: server.outboxDir })
  // The account's language, as My OHC saves it.
  const saved = await page.request.post(`${base}/api/auth/update-user`, { data: { language: 'es' }, headers: { origin: base } })
  expect(saved.status()).toBe(200)
  try {
    await page.goto(`${base}/host`)
    await expect(page).toHaveTitle(/^Herramienta de anfitrión/)
    await expect(page.getByRole('heading', { level: 1, name: 'Herramienta de anfitrión' })).toBeVisible()
    await expect(page.locator('[data-template="host-sites"]')).toHaveAttribute('lang', 'es')
    await page.getByRole('link', { name: nameOf(hosted) }).click()

    const tool = page.locator('[data-template="host-tool"]')
    await expect(tool).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Todos mis edificios' })).toBeVisible()
    for (const heading of ['Visitantes hoy', 'Validar entradas', 'La fila ahora', 'La puerta']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Deshacer', exact: true })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Escanear una entrada' })).toBeVisible()
    await expect(page.getByLabel('O escribe el código impreso bajo el código QR')).toHaveAttribute('placeholder', 'p. ej. K7QM-3XPA')

    // A line tapped is marked on its button and, once sent, said back in Spanish, its time as
    // Spanish writes it (24-hour) in the festival's zone (3:08 PM in Chicago).
    await page.getByRole('button', { name: 'Sin fila' }).click()
    await expect(page.getByRole('button', { name: 'Sin fila' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Último aviso: Fila: sin fila a las 15:08', { exact: true })).toBeVisible({ timeout: 15_000 })
    // A code that is no ticket: refused (a 400), the headline in Spanish.
    expectProblems(page, /^400 from POST \S+\/api\/host\/check-ins /)
    await page.getByLabel('O escribe el código impreso bajo el código QR').fill('NOPE')
    await page.getByRole('button', { name: 'Comprobar el código' }).click()
    await expect(page.getByTestId('check-in-result')).toContainText('No es una entrada')
    await expect(page.getByTestId('check-in-result')).toContainText(
      'No es el código de una entrada: compáralo con la entrada o escanea su código QR.',
    )
    // The server's English sentence is not shown.
    await expect(page.getByTestId('check-in-result')).not.toContainText(/ticket/i)

    expect(await overflowing(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  } finally {
    await page.request.post(`${base}/api/auth/update-user`, { data: { language: 'en' }, headers: { origin: base } })
  }
})
