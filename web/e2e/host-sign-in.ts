import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { signInOn } from './sign-in-on'

// Signs a phone in as a host at /host, through the link emailed to the server's outbox, as a host
// on a doorstep does.

export const DEMO_HOST = 'host@example.org'

export async function signInAsHost(page: Page, base: string, outboxDir: string, host = DEMO_HOST) {
  await page.goto(`${base}/host`)
  await expect(page).toHaveURL(`${base}/login?callbackURL=%2Fhost`)
  await signInOn(page, base, outboxDir, host, '/host')
}
