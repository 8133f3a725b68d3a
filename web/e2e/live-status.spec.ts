import { demoDocuments, demoYears } from '../test/demo-dataset'
import { callAt, mailsTo, signInAt, type Visitor } from '../test/own-server'
import { expect, test } from './fixtures'
import { axeViolations } from './axe'
import { phoneLakeSite } from './phone-lake-site'
import { fiveSitesOfOneNeighborhood } from './members-helpers'

// Live status on a phone, as it happens on the weekend: the site runs in Content Lake mode on a
// stand-in of the Lake (its own server, outbox and database); an editor's cancellation is written
// to the Lake and the signed publish webhook called, as Sanity does. The visitor then sees it at
// the top of the site page and as a badge in the list, the member whose itinerary has the site
// finds the email in the outbox and the flag in My OHC (the itinerary, and a booked tour session
// cancelled the same way), and axe finds nothing on any of them.

const { current } = demoYears(demoDocuments())
// Before the festival, for the server (its sessions can be booked) and the browser (My OHC lists
// upcoming reservations only, by the visitor's clock).
const NOW = '2026-09-28T17:00:00Z'
const started = phoneLakeSite(NOW)

/** The status emails to `to` once there is one (the webhook answers first, then tells the members). */
async function statusMail(to: string) {
  const mails = () => mailsTo(started().server.outboxDir, to).filter((m) => !m.subject.startsWith('Your sign-in link'))
  await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(1)
  return mails()[0]!
}

test('a cancellation published through the webhook reaches the site page, the list, the member by email and My OHC', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone on festival weekend')
  test.setTimeout(90_000)
  const lake = started()
  // In Lake mode images come from Sanity's image CDN, outside this network: a blank one stands in.
  await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
  )
  const site = fiveSitesOfOneNeighborhood().sites[0]!
  const member: Visitor = await signInAt(lake.server)
  const created = await callAt(lake.server, member, 'POST', '/api/itineraries', { name: 'Saturday' })
  expect(created.status).toBe(201)
  const itinerary = ((await created.json()) as { data: { id: string } }).data.id
  expect((await callAt(lake.server, member, 'POST', `/api/itineraries/${itinerary}/items`, { kind: 'site', refId: site.id })).status).toBe(
    201,
  )

  const sitePage = `${lake.base}/sites/${site.slug}`
  const list = `${lake.base}/sites?q=${encodeURIComponent(site.name)}`
  await page.goto(sitePage)
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible()
  await expect(page.locator('[data-status]')).toHaveCount(0)
  await page.goto(list)
  await expect(page.locator('[data-status]')).toHaveCount(0)

  // The editor cancels the site's edition; Sanity calls the signed webhook.
  await lake.publish(site.id, (doc) => ({
    ...doc,
    editions: (doc.editions as { year: number }[]).map((e) =>
      e.year === current
        ? {
            ...e,
            status: {
              _type: 'statusNotice',
              kind: 'cancelled',
              message: 'Burst pipe: closed all weekend',
              postedAt: new Date().toISOString(),
            },
          }
        : e,
    ),
  }))
  expect((await lake.webhook({ _type: 'site', _id: site.id })).status).toBe(200)

  // The site page: the notice on the first screen, under the name.
  await page.goto(sitePage)
  const notice = page.locator('.status-notice[data-status="cancelled"]')
  await expect(notice).toContainText('Cancelled · Burst pipe: closed all weekend')
  await expect(notice).toBeInViewport()
  expect(await axeViolations(page)).toEqual([])

  // The list: the card's badge.
  await page.goto(list)
  const card = page.locator('[data-template="sites-list"] li', { has: page.getByRole('link', { name: site.name, exact: true }) })
  await expect(card.locator('.badge[data-status="cancelled"]')).toHaveText('Cancelled')
  expect(await axeViolations(page)).toEqual([])

  // The member: the email, and the flag in My OHC.
  const mail = await statusMail(member.email)
  expect(mail.subject).toBe(`Cancelled: ${site.name}`)
  expect(mail.text).toContain('Burst pipe: closed all weekend')
  expect(mail.link).toBe(sitePage)
  const split = member.cookie.indexOf('=')
  await context.addCookies([{ name: member.cookie.slice(0, split), value: member.cookie.slice(split + 1), url: lake.base }])
  await page.goto(`${lake.base}/my-ohc/itineraries`)
  await expect(page.locator('[data-template="my-itineraries"] [data-status="cancelled"]').first()).toHaveText('Cancelled')
  expect(await axeViolations(page)).toEqual([])

  // A tour session the member booked, then cancelled by the editors: flagged in My OHC's list.
  const { data: tours } = (await (await fetch(`${lake.base}/api/tours`)).json()) as {
    data: { id: string; fields: { title: string; sessions: { id: string; membersOnly: boolean; memberPriorityHours?: number }[] } }[]
  }
  let booked: { tour: string; title: string; session: string } | undefined
  for (const tour of tours) {
    for (const session of tour.fields.sessions.filter((s) => !s.membersOnly && !s.memberPriorityHours)) {
      const body = { kind: 'tour-session', targetId: tour.id, sessionKey: session.id, seats: 1 }
      if ((await callAt(lake.server, member, 'POST', '/api/reservations', body)).status === 201) {
        booked = { tour: tour.id, title: tour.fields.title, session: session.id }
        break
      }
    }
    if (booked) break
  }
  expect(booked, 'a session open to all that can be booked before the festival').toBeDefined()
  await lake.publish(booked!.tour, (doc) => ({
    ...doc,
    sessions: (doc.sessions as { _key: string }[]).map((s) =>
      s._key === booked!.session
        ? { ...s, status: { _type: 'statusNotice', kind: 'cancelled', message: 'The guide is ill', postedAt: new Date().toISOString() } }
        : s,
    ),
  }))
  expect((await lake.webhook({ _type: 'tour', _id: booked!.tour })).status).toBe(200)
  await page.clock.setFixedTime(new Date(NOW))
  await page.goto(`${lake.base}/my-ohc/site-tours`)
  const reservation = page.locator('[data-template="my-site-tours"] li', { hasText: booked!.title })
  await expect(reservation.locator('.badge[data-status="cancelled"]')).toHaveText('Cancelled')
  await expect(reservation).toContainText('The guide is ill')
  expect(await axeViolations(page)).toEqual([])
})
