import type { ChildProcess } from 'node:child_process'
import { authTestEnv, freePort, startNext, stop } from '../test/next-server'
import { newEmail } from '../test/addresses'

import { expect, test } from './fixtures'
import { sitesOfOneNeighborhood } from './members-helpers'
import { signInOn } from './sign-in'
import { axeViolations } from './axe'

// A member on the festival's Saturday, phone in hand, mid-morning: "Now" on their itinerary says
// where the plan has them, the next stop and when to leave for it, in agreement with the day's
// timeline; "Replan from here" plans the rest of the day from where the phone is. The site's own
// server runs with its clock on that Saturday morning (the shared test server's is before the
// festival), and the phone's clock agrees.

const { saturday, sites } = sitesOfOneNeighborhood(4)
// 11:20 in Chicago (UTC−5 in October): the day's plan starts at the first opening, 9 or 10.
const NOW = `${saturday}T16:20:00.000Z`
const TIME = /\d{1,2}:\d{2}\s?[AP]M/
const here = { latitude: sites[0]!.lat, longitude: sites[0]!.lng }

test.use({ geolocation: here, permissions: ['geolocation'] })

test('on the day, "Now" says where the plan has the member and when to leave, and replans from here', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a member on their phone during the festival')
  test.setTimeout(180_000)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const own = authTestEnv(base)
  let server: ChildProcess | undefined
  try {
    server = await startNext(port, { ...own.env, OHC_TEST_NOW: NOW })
    await page.clock.setFixedTime(new Date(NOW))
    await signInOn(page, { base, outboxDir: own.env.OHC_OUTBOX_DIR }, newEmail('now-member'), '/my-ohc/itineraries')

    // Four sites for Saturday through the API the "Add to itinerary" dialog calls.
    const headers = { origin: base }
    const created = await page.request.post(`${base}/api/itineraries`, { data: { name: 'Saturday' }, headers })
    expect(created.status()).toBe(201)
    const { data } = (await created.json()) as { data: { id: string } }
    for (const site of sites) {
      const added = await page.request.post(`${base}/api/itineraries/${data.id}/items`, {
        data: { kind: 'site', refId: site.id, day: saturday },
        headers,
      })
      expect(added.status()).toBe(201)
    }
    await page.goto(`${base}/my-ohc/itineraries?id=${data.id}`)

    const now = page.locator('[data-now]')
    await expect(now.getByRole('heading', { name: 'Now · 11:20 AM' })).toBeVisible()
    // What "Now" says agrees with the timeline: the stop it has the member at (or the next one)
    // leaves, or arrives, at the time the timeline gives it.
    const timeline = page.locator(`[data-day-plan="${saturday}"] [data-plan-stop]`)
    await expect(timeline.first().locator('time')).toHaveText([TIME, TIME])
    const stops = await Promise.all(
      (await timeline.all()).map(async (stop) => ({
        title: (await stop.getByRole('link').first().textContent())!,
        times: await stop.locator('time').allTextContents(),
      })),
    )
    const said = (await now.textContent())!
    const at = /At (.+?) until (\d{1,2}:\d{2}\s?[AP]M)\./.exec(said)
    const next = /Next: (.+?) at (\d{1,2}:\d{2}\s?[AP]M)\. Leave at (\d{1,2}:\d{2}\s?[AP]M)/.exec(said)
    expect(at ?? next, said).toBeTruthy()
    if (at) expect(stops.find((s) => s.title === at[1])?.times[1], said).toBe(at[2])
    expect(next, 'four stops from the first opening: one is still ahead at 11:20').toBeTruthy()
    const nextStop = stops.find((s) => s.title === next![1])
    expect(nextStop?.times[0], said).toBe(next![2])
    // Leaving no later than the arrival, and not before now.
    const minutes = (time: string) => {
      const [, h, m, half] = /(\d{1,2}):(\d{2})\s?([AP])M/.exec(time)!
      return ((Number(h) % 12) + (half === 'P' ? 12 : 0)) * 60 + Number(m)
    }
    expect(minutes(next![3]!)).toBeLessThanOrEqual(minutes(next![2]!))
    expect(minutes(next![3]!)).toBeGreaterThanOrEqual(minutes('11:20 AM'))

    // Replan from here: the phone shares where it is (the first site), and the rest of the day is
    // planned from there, starting now.
    await now.getByRole('button', { name: 'Replan from here' }).click()
    await expect(now.getByRole('status')).toContainText('From where you are, starting 11:20 AM:')
    const replanned = now.locator('[data-replan] ol > li')
    await expect(replanned.first()).toContainText(/arrive \d{1,2}:\d{2}\s?[AP]M at/)
    const ahead = await replanned.locator('strong').allTextContents()
    expect(ahead.length).toBeGreaterThan(0)
    for (const title of ahead) expect(stops.map((s) => s.title)).toContain(title)

    expect(await axeViolations(page, '[data-now]')).toEqual([])
    await now.screenshot({ path: testInfo.outputPath('now-phone.png') })
  } finally {
    // Leave the page before its server goes: its build check asks the server when the page is idle,
    // and a request to a stopped server is a failed request of the test's pages.
    await page.goto('about:blank').catch(() => undefined)
    if (server) await stop(server)
  }
})
