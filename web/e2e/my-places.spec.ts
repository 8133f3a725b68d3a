import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { withAuthTables } from '@/platform/db/auth-tables'
import { commitDraw } from '@/booking/store/ballot-draws'
import { insertEntry } from '@/booking/store/ballot-entries'
import { createDatabase } from '@/platform/db/database'
import { insertOffer } from '@/booking/store/place-offers'
import { insertWaitlistEntry } from '@/booking/store/waitlist-entries'
import type { SessionRef } from '@/booking/store/session-columns'
import { ticketSecretOf } from '@/platform/ticket-secret'
import { recordReservation } from '@/booking/reservations/store'
import { ticketCode } from '@/booking/tickets/ticket-code'
import { doorCodeText } from '@/booking/tickets/door-code'
import { demoDocuments, demoYears, ofType } from '../test/demo-dataset'
import { e2eServerEnv } from './auth-env'
import { expect, expectProblems, test } from './fixtures'
import { emailedSignInLink, newEmail, signInVia } from './sign-in'
import { SAVED, cached, goOffline, openControlled, savedText } from './offline-helpers'
import { axeViolations } from './axe'

// My OHC's page of ballots, offers and tickets on a phone, with the real offline worker: a member
// with a ballot entry, an offer of freed places, a waitlist place and a ticket (written straight
// into the browser tests' database by the database layer, as the services would) sees each in
// words, the ticket with its QR code and code; the page has no accessibility violations; leaving
// the line and confirming an offer declined meanwhile say what happened and show the list afresh;
// the ticket is there offline; signing out leaves nothing of it. Service workers are allowed here, as
// in offline.spec.ts: the page's offline copy is what is tested.

test.use({ serviceWorkers: 'allow' })

const NOW = new Date(e2eServerEnv.OHC_TEST_NOW)
const HOUR = 3_600_000
const docs = demoDocuments()
const { current } = demoYears(docs)
type Doc = Record<string, unknown>

const sessions = ofType(docs, 'tour')
  .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions))
  .flatMap((t) =>
    (t.sessions as Doc[]).map((s) => ({
      ref: { kind: 'tour-session', id: t._id, sessionKey: String(s._key) } satisfies SessionRef,
      title: String(t.title),
      start: String(s.start),
      booking: s.booking,
      membersOnly: Boolean(s.membersOnly),
      drawAt: (s.ballot as Doc | undefined)?.drawAt as string | undefined,
    })),
  )
  .filter((s) => !s.membersOnly && Date.parse(s.start) > NOW.getTime())
// A ballot still to be drawn at the server's fixed clock, so nothing draws it under the test.
const ballot = sessions.find((s) => s.booking === 'ballot' && s.drawAt && Date.parse(s.drawAt) > NOW.getTime())
// First-come sessions from the end of the list: other tests book from its start.
const [ticketed, offered, waited, fromEmail] = sessions.filter((s) => s.booking !== 'ballot').reverse()

const chicago = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))

/** The member's places, written as the services write them; someone else is ahead in the line. */
async function seedPlaces(email: string) {
  const db = createDatabase({ kind: 'sqlite', file: e2eServerEnv.OHC_SQLITE_FILE, timeoutMs: 5_000 })
  try {
    const { id: userId } = await withAuthTables(db).selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    const draw = await commitDraw(db, ballot!.ref, NOW)
    const entry = await insertEntry(db, ballot!.ref, { userId, party: 2, member: false }, NOW)

    // The line starts afresh: earlier runs' places in it (the browser tests' database stays) are over.
    const at = NOW.toISOString()
    await db
      .updateTable('waitlist_entries')
      .set({ state: 'left', left_at: at })
      .where('target_kind', '=', waited!.ref.kind)
      .where('target_id', '=', waited!.ref.id)
      .where('session_key', '=', waited!.ref.sessionKey)
      .where('state', '=', 'waiting')
      .execute()
    const ahead = `ahead-${randomUUID()}`
    await withAuthTables(db)
      .insertInto('user')
      .values({ id: ahead, name: '', email: `${ahead}@example.org`, emailVerified: 1, image: null, createdAt: at, updatedAt: at })
      .execute()
    await insertWaitlistEntry(db, waited!.ref, ahead, 1, new Date(NOW.getTime() - HOUR))
    await insertWaitlistEntry(db, waited!.ref, userId, 2, NOW)

    // An offer of freed places reaches a waitlist place, which is then 'offered'.
    const line = await insertWaitlistEntry(db, offered!.ref, userId, 2, NOW)
    if (!line.ok) throw new Error('the member is already in that line')
    await db.updateTable('waitlist_entries').set({ state: 'offered' }).where('id', '=', line.entry.id).execute()
    const offer = await insertOffer(
      db,
      {
        session: offered!.ref,
        userId,
        seats: 2,
        line: { waitlistEntryId: line.entry.id },
        freedFrom: `reservation:${randomUUID()}`,
        freedPlace: 1,
        expiresAt: new Date(NOW.getTime() + 12 * HOUR),
      },
      NOW,
    )
    const { reservation, ticket } = await db.transaction().execute((trx) => recordReservation(trx, userId, ticketed!.ref, 2, NOW))
    return { seedHash: draw.seed_hash, entryId: entry.ok ? entry.entry.id : '', offer, reservation, ticket }
  } finally {
    await db.destroy()
  }
}

/** What another tab declining the offer leaves in the database. */
async function declineElsewhere(offerId: string) {
  const db = createDatabase({ kind: 'sqlite', file: e2eServerEnv.OHC_SQLITE_FILE, timeoutMs: 5_000 })
  try {
    await db.updateTable('place_offers').set({ state: 'declined', answered_at: NOW.toISOString() }).where('id', '=', offerId).execute()
  } finally {
    await db.destroy()
  }
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

test("a member's ballot entry, offer, waitlist place and ticket, and the ticket offline", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone on festival weekend')
  test.setTimeout(120_000)
  expect(ballot, 'a ballot still to be drawn at the fixed clock').toBeDefined()
  expect(waited, 'three first-come sessions open to all').toBeDefined()

  await openControlled(page, '/')
  const email = await signInVia(page, '/my-ohc/places')
  // Nothing yet: the page says what ballots and waitlists are, and where the tours are.
  await expect(page.getByText(/^When a tour has more people than places, a ballot gives them out fairly/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a tour' })).toHaveAttribute('href', '/tours')
  await expectNoViolations(page)

  const seeded = await seedPlaces(email)
  const code = ticketCode(seeded.ticket.id, ticketSecretOf(e2eServerEnv.BETTER_AUTH_SECRET))
  // What the member reads out at the door; the QR carries the signed code.
  const doorCode = doorCodeText(seeded.ticket.door_code!)

  // The overview counts them and links the page; opening it saves the page along for offline.
  await page.goto('/my-ohc')
  const overview = page.getByRole('region', { name: 'Ballots, offers and tickets' })
  await expect(overview).toContainText('1 offer to confirm · 1 ticket · 1 ballot entry · 1 waitlist place')
  await expect(overview.getByRole('link', { name: 'Your ballots, offers and tickets' })).toHaveAttribute('href', '/my-ohc/places')
  await expect.poll(async () => (await cached(page))['ohc-personal'] ?? []).toContain('/my-ohc/places')

  await page.goto('/my-ohc/places')
  await expect(page.getByRole('heading', { level: 1, name: 'Ballots, offers and tickets' })).toBeVisible()
  // Offers first: they have deadlines.
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  expect(headings).toEqual(['To confirm', 'Tickets', 'Ballot entries', 'Waitlists'])
  const offer = page.locator(`[data-offer="${seeded.offer.id}"]`)
  await expect(offer).toContainText(
    `You have a place: 2 places for ${offered!.title}, ${chicago(offered!.start)}. Confirm by ${chicago(seeded.offer.expires_at)}.`,
  )
  await expect(offer).toContainText('Someone gave their places up and you were next on the waitlist.')
  await expect(offer.getByRole('button', { name: `Confirm 2 places for ${offered!.title}` })).toBeEnabled()
  // Declining asks first; keeping them leaves the offer as it was.
  await offer.getByRole('button', { name: `Decline the places for ${offered!.title}` }).click()
  const ask = offer.getByRole('group')
  await expect(ask).toContainText(`Decline 2 places for ${offered!.title}? They go to the next person on the waitlist`)
  await ask.getByRole('button', { name: 'Keep them' }).click()
  await expect(offer.getByRole('group')).toHaveCount(0)

  const ticket = page.locator(`[data-ticket="${seeded.ticket.id}"]`)
  await expect(ticket.getByRole('heading', { level: 3, name: ticketed!.title })).toBeVisible()
  await expect(ticket).toContainText(`${chicago(ticketed!.start)} · 2 places`)
  await expect(ticket.getByRole('img', { name: `QR code of ticket ${code}` })).toBeVisible()
  await expect(ticket.locator('[data-ticket-code]')).toHaveText(doorCode)
  // Read out to a host: at least 20 px letters on the phone.
  expect(await ticket.locator('[data-ticket-code]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20)
  await expect(ticket).toContainText('Show the QR code at the door, or read the code to the host.')
  const calendar = ticket.getByRole('link', { name: `Add to calendar: ${ticketed!.title} (.ics)` })
  const ics = await page.request.get((await calendar.getAttribute('href'))!)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await ics.text()).toContain(`UID:reservation-${seeded.reservation.id}@`)

  const entry = page.locator(`[data-entry="${seeded.entryId}"]`)
  await expect(entry).toContainText(`Entered for 2 people: the draw is on ${chicago(ballot!.drawAt!)}.`)
  await expect(entry).toContainText(seeded.seedHash)
  await expect(entry.getByRole('button', { name: `Withdraw your entry for ${ballot!.title}` })).toBeEnabled()

  await expect(page.locator('[data-waitlist]')).toHaveCount(1)
  await expect(page.locator('[data-waitlist]')).toContainText('2nd on the waitlist.')
  await expect(page.getByRole('button', { name: `Leave the waitlist for ${waited!.title}` })).toBeEnabled()
  await expectNoViolations(page)

  // How it looks on a phone and on a desktop screen.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`my-places-${width}.png`), fullPage: true })
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  await page.setViewportSize({ width: 412, height: 839 })

  // Leaving a line asks first, says so, and the list is shown afresh without it.
  await page.getByRole('button', { name: `Leave the waitlist for ${waited!.title}` }).click()
  await page.getByRole('group').getByRole('button', { name: 'Yes, leave' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You have left' })).toHaveText(`You have left the waitlist for ${waited!.title}.`)
  await expect(page.locator('[data-waitlist]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Waitlists' })).toHaveCount(0)

  // An offer declined meanwhile (in another tab): Confirm says why not, the offer goes, the page stays usable.
  expectProblems(page, new RegExp(`409 from POST .*/api/offers/${seeded.offer.id}/confirm`))
  await declineElsewhere(seeded.offer.id)
  await offer.getByRole('button', { name: `Confirm 2 places for ${offered!.title}` }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
    'You declined this offer, so it has gone to the next person on the waitlist.',
  )
  await expect(offer).toHaveCount(0)
  await expect(entry.getByRole('button', { name: `Withdraw your entry for ${ballot!.title}` })).toBeEnabled()

  // Offline, the saved copy is the ticket at the door.
  await goOffline(context, page)
  await page.goto('/my-ohc/places')
  await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
  await expect(ticket.getByRole('img', { name: `QR code of ticket ${code}` })).toBeVisible()
  await expect(ticket.locator('[data-ticket-code]')).toHaveText(doorCode)
  await context.setOffline(false)

  // Signing out leaves nothing of the member's places on the phone.
  await page.goto('/my-ohc')
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL('/')
  expect((await cached(page))['ohc-personal'] ?? []).toEqual([])
  const text = await savedText(page)
  expect(text).not.toContain(code)
  expect(text).not.toContain(seeded.seedHash)
})

// In the default language's address and in another's: a Spanish reader's email leads to /es/my-ohc/places.
for (const prefix of ['', '/es']) {
  test(`a ticket whose first page on the phone is the email’s link is there offline: reloaded, and in a new tab${prefix ? ` (at ${prefix})` : ''}`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone on festival weekend')
    test.setTimeout(90_000)
    expect(fromEmail, 'four first-come sessions open to all').toBeDefined()
    const base = e2eServerEnv.OHC_SITE_URL
    const at = { base, outboxDir: e2eServerEnv.OHC_OUTBOX_DIR }
    // The member signed up and booked earlier, on another device (a request: nothing of it in this browser).
    const email = newEmail('door')
    expect((await request.get(await emailedSignInLink(request, at, email, '/'))).status()).toBe(200)
    const db = createDatabase({ kind: 'sqlite', file: e2eServerEnv.OHC_SQLITE_FILE, timeoutMs: 5_000 })
    const ticket = await (async () => {
      try {
        const { id: userId } = await withAuthTables(db).selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
        return (await db.transaction().execute((trx) => recordReservation(trx, userId, fromEmail!.ref, 1, NOW))).ticket
      } finally {
        await db.destroy()
      }
    })()
    const code = ticketCode(ticket.id, ticketSecretOf(e2eServerEnv.BETTER_AUTH_SECRET))
    const doorCode = doorCodeText(ticket.door_code!)

    // A new phone: the first page of the site it ever loads is the link in the email.
    await page.goto(await emailedSignInLink(request, at, email, `${prefix}/my-ohc/places`))
    await expect(page).toHaveURL(`${base}${prefix}/my-ohc/places`)
    const shown = page.locator(`[data-ticket="${ticket.id}"] [data-ticket-code]`)
    await expect(shown).toHaveText(doorCode)
    // The worker installs on this visit, and keeps the page it was installed from.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    await expect.poll(async () => (await cached(page))['ohc-personal'] ?? [], { timeout: 15_000 }).toContain(`${prefix}/my-ohc/places`)

    // In the basement: reloaded, the ticket is there with its saved time.
    await goOffline(context, page)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
    await expect(shown).toHaveText(doorCode)
    await expect(page.getByRole('img', { name: `QR code of ticket ${code}` })).toBeVisible()
    await expectNoViolations(page)
    // And opened afresh from a new tab.
    const tab = await context.newPage()
    await tab.goto(`${prefix}/my-ohc/places`)
    await expect(tab.getByRole('status').filter({ hasText: 'Offline: saved' })).toHaveText(SAVED)
    await expect(tab.locator(`[data-ticket="${ticket.id}"] [data-ticket-code]`)).toHaveText(doorCode)
    await context.setOffline(false)
  })
}
