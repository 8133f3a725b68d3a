import { createDatabase } from '@/platform/db/database'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { bookTicket, doorSession, makeHost } from '../test/door-tickets'
import { newEmail } from '../test/addresses'
import { signInAt } from '../test/own-server'
import { expect, expectProblems, test } from './fixtures'
import { DEMO_HOST, signInAsHost } from './sign-in'
import { axeViolations } from './axe'
import { phoneLakeSite } from './phone-lake-site'

// A host on the door of a building with a tour this afternoon, on a phone: a visitor's ticket
// code typed in is checked in (the places, the tour and its time, big), the same code a second
// time is refused with when it was checked in, a ticket for Sunday is refused with its day and
// time, the day's session counts the places in, and with
// no signal nothing is sent and the typed code is kept. axe finds nothing on the tool with the
// new section and a result on screen.

// Saturday of the demo festival, 3 PM in Chicago (the server's clock and the phone's).
const NOW = '2026-10-17T20:00:00.000Z'
const started = phoneLakeSite(NOW)
const session = doorSession(NOW)
const sunday = doorSession(NOW, '2026-10-18')

test('a host types a ticket’s code and sees it checked in, then a second check-in refused', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the host tool is used on a phone')
  test.setTimeout(120_000)
  const lake = started()
  const { base, server } = lake
  await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
  )
  // The demo host is put on the door of the building the tour is at, and a visitor books two places.
  await makeHost(lake, session.site.id, DEMO_HOST)
  if (sunday.site.id !== session.site.id) await makeHost(lake, sunday.site.id, DEMO_HOST)
  const db = createDatabase({ kind: 'sqlite', file: server.dbEnv.OHC_SQLITE_FILE!, timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS })
  let code: string
  let sundayCode: string
  try {
    ;({ code } = await bookTicket(lake.server, db, await signInAt(server, newEmail('ticket-holder')), session, 2))
    ;({ code: sundayCode } = await bookTicket(lake.server, db, await signInAt(server, newEmail('sunday-holder')), sunday, 1))
  } finally {
    await db.destroy()
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await page.clock.setFixedTime(new Date(NOW))
  await signInAsHost(page, { base, outboxDir: server.outboxDir })
  await page.goto(`${base}/host/${session.site.slug}`)
  const checkIn = page.getByRole('region', { name: 'Check in tickets' })
  await expect(checkIn).toBeVisible()
  const today = checkIn
    .getByTestId('door-sessions')
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${session.start}"]`) })
  await expect(today).toContainText('Checked in: 0 of 2 places booked')
  expect(await axeViolations(page)).toEqual([])

  const field = checkIn.getByLabel('Or type the code printed under the QR code')
  const result = checkIn.getByTestId('check-in-result')
  await field.fill(code)
  await checkIn.getByRole('button', { name: 'Check the code' }).click()
  await expect(result).toContainText('Checked in: 2 places')
  await expect(result).toContainText(`${session.title}, ${session.time.split(' ')[0]}`)
  // Undoing a check-in is for staff: a host is not offered it.
  await expect(result.getByRole('button', { name: 'Undo this check-in' })).toHaveCount(0)
  await expect(field).toHaveValue('')
  await expect(today).toContainText('Checked in: 2 of 2 places booked')
  expect(await axeViolations(page)).toEqual([])
  await checkIn.screenshot({ path: testInfo.outputPath('host-check-in-390.png') })

  // The same ticket again, typed as a person might: refused, with when it was let in. (The
  // refusals below are answers the page expects, not failures of it.)
  expectProblems(page, /^409 from POST \S+\/api\/host\/check-ins /, /^400 from POST \S+\/api\/host\/check-ins /)
  await field.fill(code.toLowerCase().replaceAll('-', ' '))
  await checkIn.getByRole('button', { name: 'Check the code' }).click()
  await expect(result).toContainText('Already checked in at 3:00')
  await expect(result).not.toContainText('Checked in: 2 places')
  expect(await axeViolations(page)).toEqual([])
  await result.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('host-check-in-refused-390.png') })

  // Sunday's ticket shown on Saturday, at Sunday's building: not today, with when.
  await page.goto(`${base}/host/${sunday.site.slug}`)
  await checkIn.getByLabel('Or type the code printed under the QR code').fill(sundayCode)
  await checkIn.getByRole('button', { name: 'Check the code' }).click()
  await expect(result).toContainText('Wrong time')
  await expect(result).toContainText(`This ticket is for Sunday, October 18 at ${sunday.time}`)
  expect(await axeViolations(page)).toEqual([])
  await page.goto(`${base}/host/${session.site.slug}`)

  // A mistyped code is not a ticket, and stays in the field to be put right.
  const typo = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')
  await field.fill(typo)
  await checkIn.getByRole('button', { name: 'Check the code' }).click()
  await expect(result).toContainText('Not a ticket')
  await expect(field).toHaveValue(typo)

  // No signal: nothing is sent, the tool says so, and the code is kept.
  expectProblems(page, /ERR_INTERNET_DISCONNECTED/)
  await context.setOffline(true)
  await field.fill(code)
  await checkIn.getByRole('button', { name: 'Check the code' }).click()
  await expect(result).toContainText('No connection: checking a ticket in needs the internet')
  await expect(checkIn.getByText('Offline: tickets cannot be checked in until the connection is back.')).toBeVisible()
  await expect(field).toHaveValue(code)
  await context.setOffline(false)
})
