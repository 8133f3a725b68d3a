import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { showFilters } from './layout'
import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { demoDocuments, demoYears, ofType } from '../test/demo-dataset'
import { expectedDistanceLabel, metresOfLabel } from '../test/distance-labels'
import { axeViolations } from './axe'

// "Near me" and "near a place": the sites list ordered by the walk from the visitor or from a
// neighborhood. The expected order and distances are computed here from the demo dataset with
// this file's own haversine, never with the app's code.

const docs = demoDocuments()
/** The units the dataset's settings give distances in. */
const units = ofType(docs, 'settings')[0]?.units === 'mi' ? 'mi' : 'km'
const { current } = demoYears(docs)
interface Edition {
  year: number
  membersOnly?: boolean
  hours?: { day: string }[]
}
const editionOf = (site: SanityDocument) =>
  (Array.isArray(site.editions) ? (site.editions as Edition[]) : []).find((e) => e.year === current)
const pointOf = (site: SanityDocument) => site.location as { lat: number; lng: number }
const hoodOf = (site: SanityDocument) => String((site.neighborhood as { _ref?: string } | undefined)?._ref ?? '')
// Sites open to everyone have their exact point in the list (members-only ones an approximate one).
const publicSites = ofType(docs, 'site').filter((s) => editionOf(s) && !editionOf(s)!.membersOnly)

function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}
const namesByDistance = (sites: SanityDocument[], from: { lat: number; lng: number }) =>
  [...sites].sort((a, b) => metres(from, pointOf(a)) - metres(from, pointOf(b))).map((s) => String(s.name))

// The visitor stands in the middle of the public sites, on the 3-decimal grid the URL keeps.
const here = {
  latitude: Number((publicSites.reduce((sum, s) => sum + pointOf(s).lat, 0) / publicSites.length).toFixed(3)),
  longitude: Number((publicSites.reduce((sum, s) => sum + pointOf(s).lng, 0) / publicSites.length).toFixed(3)),
}
const herePoint = { lat: here.latitude, lng: here.longitude }

const listedNames = (page: Page) => page.locator('[data-template="sites-list"] .card-title').allTextContents()
const walkLabels = (page: Page) => page.locator('[data-template="sites-list"] .card-body > p:first-of-type').allTextContents()

test.describe('with the position shared', () => {
  test.use({ geolocation: here, permissions: ['geolocation'] })

  test('Near me orders the sites by the walk from here, with the settings’ units and minutes, and keeps the day filter', async ({
    page,
  }) => {
    await page.goto('/sites?membership=public')
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page).toHaveURL(new RegExp(`near=${here.latitude}%2C${here.longitude}`))
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Near you' })).toBeVisible()
    const expected = namesByDistance(publicSites, herePoint)
    expect(await listedNames(page)).toEqual(expected.slice(0, 48))
    // The nearest one's walk: 1.3 × the straight line, at 4.8 km/h.
    const nearest = publicSites.find((s) => s.name === expected[0])!
    const straight = metres(herePoint, pointOf(nearest))
    const streets = straight * 1.3
    const label = expectedDistanceLabel(streets, units)
    const minutes = Math.max(1, Math.round((streets / 4800) * 60))
    expect((await walkLabels(page))[0]).toBe(`${label} · ${minutes} min walk`)

    // With Sunday chosen the order stays by distance, among Sunday's sites.
    await showFilters(page)
    await page.getByRole('radio', { name: 'Sunday' }).check()
    await expect(page).toHaveURL(/day=sunday/)
    await expect(page).toHaveURL(/near=/)
    const sunday = publicSites.filter((s) => (editionOf(s)!.hours ?? []).some((h) => h.day === 'sunday'))
    await expect.poll(() => listedNames(page)).toEqual(namesByDistance(sunday, herePoint).slice(0, 48))
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('with the position refused', () => {
  test.use({ permissions: [] })

  test('Near me says so and offers a place instead; near a neighborhood orders from it', async ({ page }) => {
    // A neighborhood whose open sites are all open to everyone: their points are exact.
    const hood = ofType(docs, 'neighborhood').find((n) => {
      const all = ofType(docs, 'site').filter((s) => editionOf(s) && hoodOf(s) === n._id)
      return all.length >= 3 && all.every((s) => !editionOf(s)!.membersOnly)
    })!
    const inHood = publicSites.filter((s) => hoodOf(s) === hood._id)
    const middle = {
      lat: inHood.reduce((sum, s) => sum + pointOf(s).lat, 0) / inHood.length,
      lng: inHood.reduce((sum, s) => sum + pointOf(s).lng, 0) / inHood.length,
    }
    await page.goto('/sites?membership=public')
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'did not share your location' })).toBeVisible()
    const place = page.getByLabel('Nearest first to')
    await expect(place).toBeFocused()
    await place.selectOption({ label: String(hood.name) })
    await expect(page).toHaveURL(/near=neighborhood%3A/)
    await expect.poll(() => listedNames(page)).toEqual(namesByDistance(publicSites, middle).slice(0, 48))
    const walked = (await walkLabels(page)).map(metresOfLabel)
    expect(walked).toEqual([...walked].sort((a, b) => a - b))
  })
})

test('a site page links to every site nearest it first', async ({ page }) => {
  const site = publicSites[0]!
  const slug = (site.slug as { current: string }).current
  await page.goto(`/sites/${slug}`)
  await page.getByRole('link', { name: `Every site open this year, nearest to ${String(site.name)} first` }).click()
  await expect(page).toHaveURL(new RegExp(`near=site%3A${slug}|near=site:${slug}`))
  expect((await listedNames(page))[0]).toBe(String(site.name))
  await expect(page.locator('[data-template="sites-list"] .card-body > p:first-of-type').first()).toHaveText(
    `${expectedDistanceLabel(0, units)} · 1 min walk`,
  )
})
