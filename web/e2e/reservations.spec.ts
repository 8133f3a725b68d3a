import { expect, test } from './fixtures'
import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { demoDocuments, demoYears, ofType } from '../test/demo-dataset'
import { e2eServerEnv } from './auth-env'
import { signInVia } from './sign-in'
import { bookableSessions } from './bookable'

// The reservation widget on a festival site tour's page: signed out it offers sign-in; signed in
// a visitor books a session open to everyone, sees it held and the places left drop, and cancels.
// The server's clock is fixed (OHC_TEST_NOW); the session is chosen from the demo documents.

const now = new Date(e2eServerEnv.OHC_TEST_NOW).getTime()
const docs = demoDocuments()
const { current } = demoYears(docs)
type Doc = Record<string, unknown>
// Sessions open to everyone at the fixed clock; the phone and desktop projects may run at the same
// time, so each books its own (one counts the other's places otherwise).
const bookable = bookableSessions()
const PROJECTS = ['phone', 'desktop']

/** A session's start as the booking box shows it: in Chicago, with the weekday. */
const startLabel = (start: unknown) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(String(start)))

function sessionOf(project: string) {
  const choice = bookable[PROJECTS.indexOf(project)]
  const when = startLabel(choice?.session.start)
  return {
    choice,
    when,
    tourPath: `/tours/${String((choice?.tour.slug as Doc | undefined)?.current)}`,
    sessionKey: String(choice?.session._key),
    tourId: String(choice?.tour._id),
  }
}

test('a visitor signs in, books a tour session, sees it held, and cancels it', async ({ page }, testInfo) => {
  const { choice, when, tourPath, sessionKey, tourId } = sessionOf(testInfo.project.name)
  expect(choice, 'a festival tour session open to everyone at the fixed clock, one per project').toBeDefined()
  // Signed out, the widget never asks for the visitor's own reservations (a 401 in the console).
  const ownListRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/reservations') ownListRequests.push(request.method())
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(tourPath)
  const reserve = page.locator('#reserve')
  await expect(reserve.getByRole('heading', { name: 'Reserve a place' })).toBeVisible()
  await expect(reserve.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?callbackURL=${encodeURIComponent(`${tourPath}#reserve`)}`,
  )
  await expect(reserve.getByRole('listitem').filter({ hasText: when })).toBeVisible()
  expect(ownListRequests).toEqual([])
  expect(consoleErrors.filter((text) => text.includes('401'))).toEqual([])

  await signInVia(page, '/my-ohc')
  // What is left now (earlier runs share the server's database), from the public API.
  const availability = await (await page.request.get(`/api/availability?kind=tour-session&targetId=${encodeURIComponent(tourId)}`)).json()
  const left = Number(availability.data.sessions.find((s: { key: string }) => s.key === sessionKey)?.remaining)
  expect(left).toBeGreaterThanOrEqual(2)
  const places = (n: number) => (n === 1 ? '1 place left' : `${n} places left`)
  await page.goto(tourPath)
  const row = reserve.getByRole('listitem').filter({ hasText: when })
  await expect(row).toContainText(places(left))
  // Signed in, it does.
  expect(ownListRequests).toContain('GET')
  await row.getByRole('combobox').selectOption('2')
  await row.getByRole('button', { name: 'Reserve' }).click()
  await expect(reserve.locator('.form-status')).toHaveText('You’re booked. We’ve emailed you a confirmation.')
  await expect(row).toContainText('You have 2 places.')
  await expect(row).toContainText(places(left - 2))

  await row.getByRole('button', { name: 'Cancel' }).click()
  await expect(reserve.locator('.form-status')).toContainText('Your reservation is cancelled.')
  await expect(row).toContainText(places(left))
  await expect(row.getByRole('button', { name: 'Reserve' })).toBeVisible()
})

// A members-only session open to members at the fixed clock, on a tour open to all.
const membersOnly = ofType(docs, 'tour')
  .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions))
  .flatMap((t) => (t.sessions as Doc[]).map((s) => ({ tour: t, session: s })))
  .find(({ session }) => {
    const start = new Date(String(session.start)).getTime()
    return session.membersOnly === true && !session.cancelled && now >= start - BOOKING_OPENS_DAYS_BEFORE * 86_400_000 && now < start
  })

test('a signed-in visitor who is not a member is not offered a members-only session, but the way to membership', async ({ page }) => {
  expect(membersOnly, 'a members-only tour session open to members at the fixed clock').toBeDefined()
  await signInVia(page, '/my-ohc')
  await page.goto(`/tours/${String((membersOnly?.tour.slug as Doc | undefined)?.current)}`)
  const start = startLabel(membersOnly?.session.start)
  const row = page.locator('#reserve').getByRole('listitem').filter({ hasText: start })
  await expect(row).toContainText('For members only.')
  await expect(row.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/memberships')
  await expect(row.getByRole('button', { name: 'Reserve' })).toHaveCount(0)
})
