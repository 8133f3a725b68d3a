import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, expectProblems, test } from './fixtures'
import { showFilters } from './layout'
import { authTestEnv, freePort, startNext, stop } from '../test/next-server'
import { latestLinkTo } from '../test/outbox'

// Embedding in real Chromium: a parent page on an allowed origin frames /iframe pages
// and hears frameReady and frameResize; a page outside /iframe refuses to be framed. The parent is
// served by a tiny HTTP server on another loopback port (another origin; Chromium refuses a public
// page framing a loopback one), the site by its own server, started with OHC_FRAME_ORIGINS naming
// the parent's origin.

let EMBEDDER = ''
let parentServer: Server
let frameSrc = ''
type Message = { origin: string; data: { type: string; path?: string; height?: number } }

let server: Awaited<ReturnType<typeof startNext>>
let site: string
const env = authTestEnv('http://127.0.0.1')

test.beforeAll(async () => {
  parentServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><title>Embedder</title><body>
      <script>window.messages = []; addEventListener('message', (e) => window.messages.push({ origin: e.origin, data: e.data }))</script>
      <iframe id="ohc" title="Open House" src="${frameSrc}" style="width: 360px; height: 400px; border: 0"></iframe></body></html>`)
  })
  const parentPort = await freePort()
  await new Promise<void>((resolve) => parentServer.listen(parentPort, '127.0.0.1', resolve))
  EMBEDDER = `http://127.0.0.1:${parentPort}`
  const port = await freePort()
  site = `http://127.0.0.1:${port}`
  // OHC_TEST_ERROR_ROUTE: this server also serves the failing test page, for the error page's test below.
  // The embedder also as http://localhost: another site than 127.0.0.1, so its frame is a
  // cross-site context. Secure cookies on this loopback server, as a site on https has them.
  const crossSite = EMBEDDER.replace('127.0.0.1', 'localhost')
  server = await startNext(port, {
    ...env.env,
    OHC_SITE_URL: site,
    OHC_FRAME_ORIGINS: `${EMBEDDER}, ${crossSite}, https://other.example`,
    OHC_TEST_ERROR_ROUTE: '1',
    OHC_SECURE_COOKIES: 'true',
  })
})
test.afterAll(async () => {
  parentServer.close()
  await stop(server)
  env.dispose()
})

async function openParent(page: Page, src: string) {
  frameSrc = src
  await page.goto(`${EMBEDDER}/page`)
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Message[] }).messages)

test('an allowed parent frames /iframe/sites and hears frameReady and frameResize, from the site’s origin', async ({ page }) => {
  await openParent(page, `${site}/iframe/sites`)
  await expect.poll(() => messages(page)).toContainEqual({ origin: site, data: { type: 'frameReady', path: '/iframe/sites' } })
  await expect.poll(async () => (await messages(page)).filter((m) => m.data.type === 'frameResize').length).toBeGreaterThan(0)
  const resize = (await messages(page)).filter((m) => m.data.type === 'frameResize').at(-1)
  // The height told is the content's: taller than the 400 px frame for a list of sites.
  expect(resize?.data.height).toBeGreaterThan(400)
  const frame = page.frameLocator('#ohc')
  await expect(frame.locator('[data-template="sites-list"]')).toBeVisible()
  await expect(frame.locator('header.site-header')).toHaveCount(0)
})

test('a client navigation inside the frame stays in the frame and posts frameReady again', async ({ page }) => {
  await openParent(page, `${site}/iframe/sites`)
  await expect.poll(() => messages(page)).toContainEqual({ origin: site, data: { type: 'frameReady', path: '/iframe/sites' } })
  const frame = page.frameLocator('#ohc')
  // The list links to the framed site pages (/iframe/sites/…), from the server's HTML on.
  await expect(frame.locator('a[href^="/sites/"]')).toHaveCount(0)
  const link = frame.locator('a[href^="/iframe/sites/"]').first()
  const href = await link.getAttribute('href')
  await link.click()
  await expect
    .poll(async () => (await messages(page)).filter((m) => m.data.type === 'frameReady').map((m) => m.data.path))
    .toContainEqual(href)
  await expect(frame.locator('[data-template="site"]')).toBeVisible()
  await expect(frame.locator('header.site-header')).toHaveCount(0)
  expect(page.url()).toBe(`${EMBEDDER}/page`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a link in the frame opens the framed page: the HTML links there, no script needed', async ({ page }) => {
    await openParent(page, `${site}/iframe/sites`)
    const frame = page.frameLocator('#ohc')
    const link = frame.locator('a[href^="/iframe/sites/"]').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(frame.locator('[data-template="site"]')).toBeVisible()
    await expect(frame.locator('header.site-header')).toHaveCount(0)
    expect(page.frames().map((f) => f.url())).toContain(`${site}${href}`)
    expect(page.url()).toBe(`${EMBEDDER}/page`)
  })

  test('a page that may not be framed opens in a new tab, and the frame stays', async ({ page, context }) => {
    await openParent(page, `${site}/iframe/city-tours/walking`)
    const frame = page.frameLocator('#ohc')
    const link = frame.locator('a[href="/stops"]').first()
    await expect(link).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
    await expect(tab).toHaveURL(`${site}/stops`)
    await expect(tab.locator('[data-template="stops-list"]')).toBeVisible()
    await expect(frame.locator('[data-template="page"]')).toBeVisible()
    expect(page.url()).toBe(`${EMBEDDER}/page`)
  })
})

test('the sites filter inside the frame filters the framed list, without leaving the frame', async ({ page }) => {
  await openParent(page, `${site}/iframe/sites`)
  const frame = page.frameLocator('#ohc')
  // The frame is 360 px wide: the phone's layout, filters behind their button.
  await expect(frame.locator('#sites-count')).toBeVisible()
  await showFilters(frame)
  const form = frame.getByRole('form', { name: 'Filter sites' })
  await expect(form).toHaveAttribute('action', '/iframe/sites')
  await frame.getByRole('radio', { name: 'Sunday' }).check()
  await expect
    .poll(async () => (await messages(page)).filter((m) => m.data.type === 'frameReady').map((m) => m.data.path))
    .toContainEqual('/iframe/sites?day=sunday')
  await expect(frame.locator('#sites-count')).toContainText(' of ')
  await expect(frame.locator('header.site-header')).toHaveCount(0)
  expect(page.url()).toBe(`${EMBEDDER}/page`)
})

test('a visitor signs in inside a frame on another site, by pasting the emailed link into the frame', async ({ page, context }) => {
  frameSrc = `${site}/iframe/my-ohc`
  const embedder = EMBEDDER.replace('127.0.0.1', 'localhost')
  await page.goto(`${embedder}/page`)
  const frame = page.frameLocator('#ohc')
  // Signed out, the frame's My OHC sends the visitor to the frame's sign-in page.
  await expect(frame.locator('[data-template="login"]')).toBeVisible()
  const email = `frame-${Date.now()}@example.org`
  await frame.getByLabel('Email address').fill(email)
  await frame.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(frame.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  const link = await latestLinkTo(env.env.OHC_OUTBOX_DIR, email)
  expect(new URL(link).pathname).toBe('/iframe/api/auth/magic-link/verify')

  await frame.getByLabel(/Paste the link from the email/).fill('https://evil.example/api/auth/magic-link/verify?token=x')
  await frame.getByRole('button', { name: 'Sign in here' }).click()
  await expect(frame.getByRole('alert').filter({ hasText: 'not a sign-in link from this site' })).toBeVisible()
  await frame.getByLabel(/Paste the link from the email/).fill(link)
  await frame.getByRole('button', { name: 'Sign in here' }).click()
  await expect(frame.locator('[data-template="my-ohc"]')).toBeVisible()
  await expect(frame.locator('header.site-header')).toHaveCount(0)
  expect(page.url()).toBe(`${embedder}/page`)

  // The session lives in this embedder's jar only: the site itself, opened at the top level, is
  // still signed out (the cookie is Partitioned).
  const top = await context.newPage()
  await top.goto(`${site}/my-ohc`)
  await expect(top).toHaveURL(/\/login\?callbackURL=%2Fmy-ohc$/)
})

test('a page outside /iframe refuses to be framed by another origin', async ({ page, request }) => {
  const response = await request.get(`${site}/sites`)
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/)
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
  const framed = await request.get(`${site}/iframe/sites`)
  expect(framed.headers()['content-security-policy']).toContain(
    `; frame-ancestors 'self' ${EMBEDDER} ${EMBEDDER.replace('127.0.0.1', 'localhost')} https://other.example`,
  )
  expect(framed.headers()['x-frame-options']).toBeUndefined()

  // The refusal itself is what the browser reports: that is the point of this test.
  expectProblems(page, /frame-ancestors|ERR_BLOCKED_BY_RESPONSE/)
  await openParent(page, `${site}/`)
  await page.waitForTimeout(0)
  const frame = page.frameLocator('#ohc')
  await expect(frame.locator('[data-template]')).toHaveCount(0)
  expect(await messages(page)).toEqual([])
})

// Not about frames, but it needs a server of its own: a page that fails shows the error page with
// its status, inside the site's header and footer (drawn by the error boundary in the browser).
test('a failing page answers 500 and shows "Internal Server Error" in the site’s layout', async ({ page }) => {
  // The page fails on purpose; the error boundary reports it (React's minified error #441).
  expectProblems(page, /Minified React error #441/)
  const response = await page.goto(`${site}/ohc-test-error`)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
  await expect(page.getByText('Error 500')).toBeVisible()
  await expect(page.locator('header.site-header')).toBeVisible()
  await expect(page.getByText('Deliberate failure')).toHaveCount(0)
})

test('an unknown /iframe path shows "Page Not Found" in the frame layout, without the site’s header', async ({ page }) => {
  const response = await page.goto(`${site}/iframe/no/such/page`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.locator('[data-layout="iframe"]')).toBeVisible()
  await expect(page.locator('header.site-header')).toHaveCount(0)
})
