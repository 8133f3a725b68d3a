import type { BrowserContext, Page } from '@playwright/test'
import { expectProblems } from './fixtures'

// What the tests of the site offline share: a page the offline worker controls, what its caches
// hold, and taking the browser offline.

/** "Offline: saved at 2:32 PM", the saved copy's notice. */
export const SAVED = /^Offline: saved at \d{1,2}:\d{2}( [AP]M)?$/

/** Loads a page and waits until the offline worker controls it (it registers once the page is idle). */
export async function openControlled(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
}

/** What the caches hold: each cache's addresses (path and query). */
export async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys()
      out[name] = keys.map((key) => new URL(key.url).pathname + new URL(key.url).search)
    }
    return out
  })
}

/** Every saved page's text, to look for anything of the member's. */
export async function savedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    let text = ''
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const key of await cache.keys()) if (!key.url.includes('/_next/static/')) text += await (await cache.match(key))!.text()
    }
    return text
  })
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  // What a page does when the network is gone: its session and build checks fail, quietly.
  expectProblems(page, /request failed: .* \(net::ERR_INTERNET_DISCONNECTED\)/)
}
