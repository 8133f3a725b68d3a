import { randomBytes } from 'node:crypto'
import BetterSqlite3 from 'better-sqlite3'
import { newIp } from './sign-in'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CONTACT_MESSAGES } from '@/visitors/forms/contact'
import { NEWSLETTER_MESSAGES } from '@/visitors/forms/newsletter'
import { CONFIRM_MESSAGES } from '@/visitors/forms/newsletter-confirm'
import { messagesTo } from '../test/outbox'
import { demoDocuments } from '../test/demo-dataset'
import { e2eOutboxDir, e2eServerEnv } from './auth-env'

// The newsletter and get-in-touch forms as a visitor uses them, with and without JavaScript:
// first invalid (messages beside the fields, nothing typed lost), then valid (the success
// message, the outbox file, the database row); a filled honeypot stores nothing. The newsletter
// adds the address only once the emailed link's Confirm button is pressed.

const staffEmail = String(demoDocuments().find((d) => d._id === 'settings')?.staffEmail)
const newEmail = () => `visitor-${randomBytes(4).toString('hex')}@example.org`

function rowCount(kind: string, email: string): number {
  const db = new BetterSqlite3(e2eServerEnv.OHC_SQLITE_FILE, { readonly: true, timeout: 5_000 })
  try {
    const row = db.prepare('select count(*) as n from form_submissions where kind = ? and email = ?').get(kind, email)
    return Number(row && typeof row === 'object' ? Reflect.get(row, 'n') : 0)
  } finally {
    db.close()
  }
}

// Each test is its own client, so the forms' rate limits never cross tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() })
})

async function newsletterRoundTrip(page: Page) {
  await page.goto('/connect')
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  const email = form.getByLabel('Email address')
  await form.getByLabel('Name (optional)').fill('Ada Lovelace')
  await email.fill('ada@not-an-address')
  await form.getByRole('button', { name: 'Sign up' }).click()

  const error = form.locator('.field-error')
  await expect(error).toHaveText(/email address like/)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? 'missing')
  await expect(email).toHaveValue('ada@not-an-address')
  await expect(form.getByLabel('Name (optional)')).toHaveValue('Ada Lovelace')

  const address = newEmail()
  await form.getByLabel('Email address').fill(address)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible()
  const sent = messagesTo(e2eOutboxDir, address)
  expect(sent).toHaveLength(1)
  expect(rowCount('newsletter', address)).toBe(0)

  // The emailed link opens a page that changes nothing until Confirm is pressed.
  await page.goto(sent[0]?.link ?? 'missing link')
  expect(rowCount('newsletter', address)).toBe(0)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(CONFIRM_MESSAGES.success)).toBeVisible()
  expect(rowCount('newsletter', address)).toBe(1)
}

async function contactRoundTrip(page: Page) {
  await page.goto('/about/contact-us')
  const form = page.getByRole('form', { name: 'Get in touch' })
  await form.getByLabel('Your name').fill('Grace Hopper')
  await form.getByLabel('Message').fill('Too short')
  await form.getByRole('button', { name: 'Send message' }).click()

  for (const [label, pattern] of [
    ['Email address', /Enter your email address/],
    ['Message', /at least 10 characters/],
  ] as const) {
    const field = form.getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const described = (await field.getAttribute('aria-describedby')) ?? ''
    const errorId = described.split(' ').find((id) => id.endsWith('-error')) ?? 'missing'
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(pattern)
  }
  await expect(form.getByLabel('Your name')).toHaveValue('Grace Hopper')
  await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Message')).toHaveValue('Too short')

  const address = newEmail()
  const message = `Is the river level step-free? (${address})`
  await form.getByLabel('Email address').fill(address)
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible()
  const sent = messagesTo(e2eOutboxDir, staffEmail).filter((m) => m.text.includes(message))
  expect(sent).toHaveLength(1)
  expect(sent[0]?.replyTo).toBe(address)
  expect(rowCount('contact', address)).toBe(1)
}

test('the newsletter form: invalid, then valid', async ({ page }) => {
  await newsletterRoundTrip(page)
})

test('the get-in-touch form: invalid, then valid', async ({ page }) => {
  await contactRoundTrip(page)
})

test('a filled honeypot stores nothing', async ({ page }) => {
  await page.goto('/connect')
  const form = page.getByRole('form', { name: 'Newsletter sign-up' })
  const address = newEmail()
  await form.getByLabel('Email address').fill(address)
  // What a bot does: fill every input it finds, the hidden one too.
  await form.locator('input[name="website"]').fill('http://spam.example', { force: true })
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible()
  expect(rowCount('newsletter', address)).toBe(0)
  expect(messagesTo(e2eOutboxDir, address)).toHaveLength(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the newsletter form posts the page and answers with the messages', async ({ page }) => {
    await newsletterRoundTrip(page)
  })

  test('the get-in-touch form posts the page and answers with the messages', async ({ page }) => {
    await contactRoundTrip(page)
  })
})
