import type { Page } from '@playwright/test'
import { mailsTo } from '../test/own-server'
import { expect } from './fixtures'

// Signs a phone in as a host at /host, through the link emailed to the server's outbox, as a host
// on a doorstep does.

export const DEMO_HOST = 'host@example.org'

export async function signInAsHost(page: Page, base: string, outboxDir: string, host = DEMO_HOST) {
  const before = mailsTo(outboxDir, host).length
  await page.goto(`${base}/host`)
  await expect(page).toHaveURL(`${base}/login?callbackURL=%2Fhost`)
  await page.getByLabel('Email address').fill(host)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  await expect.poll(() => mailsTo(outboxDir, host).length).toBeGreaterThan(before)
  await page.goto(mailsTo(outboxDir, host).at(-1)!.link!)
  await expect(page).toHaveURL(`${base}/host`)
}
