import type { Page } from '@playwright/test'
import { mailsTo } from '../test/own-server'
import { expect } from './fixtures'

// Signs a phone in on a test's own server (one started with its own clock or settings), through
// the link emailed to that server's outbox, and lands on `back`.

export async function signInOn(page: Page, base: string, outboxDir: string, email: string, back: string) {
  const before = mailsTo(outboxDir, email).length
  await page.goto(`${base}/login?callbackURL=${encodeURIComponent(back)}`)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  await expect.poll(() => mailsTo(outboxDir, email).length).toBeGreaterThan(before)
  await page.goto(mailsTo(outboxDir, email).at(-1)!.link!)
  await expect(page).toHaveURL(`${base}${back}`)
}
