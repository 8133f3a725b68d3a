// `festival` documents, one per year: the weekend, the headline figures, who sponsored it and at which
// tier, its partners and the buildings it put on the cover.

import { CENTRE, reference, type Context, type Doc } from './context'
import { imageValue } from './images'
import type { WorldPlan } from './plan'
import type { OrganisationPlan } from './sponsors'
import { weekendDates } from './time'

export function buildFestival(
  ctx: Context,
  world: WorldPlan,
  year: number,
  sponsors: readonly OrganisationPlan[],
  partners: readonly OrganisationPlan[],
): Doc {
  const rng = ctx.rng(`festival.${year}`)
  const weekend = ctx.weekend(year)
  const { saturday, sunday } = weekend
  const sites = world.sitesByYear.get(year) ?? []
  const current = year === ctx.currentYear
  const neighborhoodCount = new Set(sites.map((s) => s.neighborhood.id)).size

  // One presenting sponsor, two lead sponsors, the rest supporting or community.
  const yearSponsors = rng.sample(sponsors, rng.int(Math.min(8, sponsors.length), sponsors.length))
  const sponsorships = yearSponsors.map((sponsor, i) => ({
    _type: 'sponsorship',
    _key: rng.key(),
    sponsor: reference(sponsor.id),
    tier: i === 0 ? 'presenting' : i < 3 ? 'lead' : i < 7 ? 'supporting' : 'community',
  }))
  const yearPartners = rng.sample(partners, rng.int(Math.min(28, partners.length), partners.length))
  const featured = rng.sample(sites, Math.min(8, sites.length))

  const attendees = sites.length * rng.int(330, 420)
  const figures = current
    ? { _type: 'festivalFigures', sites: sites.length }
    : { _type: 'festivalFigures', attendees, visits: Math.round(attendees * rng.float(2.8, 3.6)), sites: sites.length }

  const intro = current
    ? `On ${weekendDates(weekend)}, ${sites.length} buildings across ${neighborhoodCount} neighborhoods open their doors for free. ` +
      'Explore lobbies, sanctuaries, rooftops and workshops that are usually closed to the public, and meet the people who look after them.'
    : `${CENTRE.festival} ${year} took place on ${weekendDates(weekend)}, with ${sites.length} buildings in ${neighborhoodCount} neighborhoods. ` +
      'Browse the sites, events and tours of that year below.'

  const heroes = rng.sample(ctx.images.skylines, 2)
  return {
    _id: `festival.${year}`,
    _type: 'festival',
    year,
    title: `${CENTRE.festival} ${year}`,
    startDate: saturday,
    endDate: sunday,
    intro,
    heroImages: heroes.map((d) => ({ ...imageValue(d, `Illustration: ${d.description}`), _key: rng.key() })),
    figures,
    sponsors: sponsorships,
    partners: yearPartners.map((p) => ({ ...reference(p.id), _key: rng.key() })),
    featuredSites: featured.map((s) => ({ ...reference(s.id), _key: rng.key() })),
  }
}
