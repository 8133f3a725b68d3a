// `tour` documents: the center's year-round city tours (bus, walking, river cruise) and the festival's
// site tours, which belong to one year and one building and run in dated sessions with a capacity.

import { CENTRE, geopoint, reference, scaled, slugValue, url, type Context, type Doc } from './context'
import { CITY_TOURS, type CityTourSeed } from './data/city-tours'
import { buildEdition } from './editions'
import { imageValue } from './images'
import type { SitePlan, WorldPlan } from './plan'
import { portableText } from './portable-text'
import { slugify } from './random'
import { inNeighborhood } from './sites'
import { chicagoDateTime, clock, minutesOf } from './time'
import { cityTourInSpanish, siteTourInSpanish } from './translations-programme'

const DOCK = { name: 'River dock below the center', address: 'Riverwalk, lower level, east of the center', lat: 41.8873, lng: -87.6229 }

function priceTiers(adult: number) {
  return [
    { label: 'Adult', amount: adult },
    { label: 'Senior (65+)', amount: adult - 4 },
    { label: 'Student (with ID)', amount: adult - 6 },
    { label: 'Child (under 12)', amount: Math.round(adult / 2) },
    { label: 'Member', amount: Math.round(adult * 0.75) },
  ]
}

function schedules(seed: CityTourSeed, year: number) {
  if (!seed.seasonal)
    return [{ days: [...seed.days], startTimes: [...seed.startTimes], fromDate: `${year}-01-01`, toDate: `${year}-12-31` }]
  const season = seed.mode === 'river-cruise' ? { from: '05-01', to: '10-31' } : { from: '04-01', to: '11-30' }
  return [{ days: [...seed.days], startTimes: [...seed.startTimes], fromDate: `${year}-${season.from}`, toDate: `${year}-${season.to}` }]
}

export function buildCityTours(ctx: Context): Doc[] {
  return CITY_TOURS.map((seed) => {
    const slug = slugify(seed.title)
    const rng = ctx.rng(`tour.${slug}`)
    const pt = portableText(rng)
    const meeting = seed.meetingPoint === 'dock' ? DOCK : { name: CENTRE.name, address: CENTRE.address, ...CENTRE.location }
    const picture = seed.mode === 'river-cruise' ? rng.pick(ctx.images.skylines) : rng.pick(ctx.images.facades)
    return {
      _id: `tour.${slug}`,
      _type: 'tour',
      title: seed.title,
      slug: slugValue(slug),
      kind: 'city',
      mode: seed.mode,
      summary: seed.summary,
      description: [
        pt.p(seed.summary),
        pt.h3('The route'),
        pt.p(seed.route),
        pt.h3('Highlights'),
        ...pt.bullets(seed.highlights),
        pt.p(
          'Tours run in all weathers; cruises may be rescheduled in a storm. ',
          pt.link('Read about accessibility on our tours', '/city-tours/accessibility'),
          '.',
        ),
      ],
      image: imageValue(picture, `Illustration for ${seed.title}: ${picture.description}`),
      durationMinutes: seed.durationMinutes,
      priceTiers: pt.keyed(priceTiers(seed.adult).map((t) => ({ _type: 'priceTier', ...t }))),
      meetingPoint: { _type: 'venue', name: meeting.name, address: meeting.address, location: geopoint(meeting.lat, meeting.lng) },
      schedule: pt.keyed(schedules(seed, ctx.currentYear).map((s) => ({ _type: 'tourSchedule', ...s }))),
      accessibility: {
        _type: 'accessibility',
        wheelchair: seed.wheelchair,
        stepFreeEntrance: seed.wheelchair !== 'none',
        accessibleRestroom: seed.mode === 'river-cruise' && seed.wheelchair === 'full',
        elevator: false,
        notes: seed.accessibilityNotes,
      },
      ticketUrl: url(`/city-tours/${slug}`, 'tickets'),
      membersOnly: false,
      translations: [cityTourInSpanish(ctx, `tour.${slug}`, seed)],
    }
  })
}

export interface SiteTourPlan {
  id: string
  slug: string
  site: SitePlan
  year: number
}

/** Which buildings get a festival site tour in each year; sorted by id, built later one at a time. */
export function planSiteTours(ctx: Context, world: WorldPlan): SiteTourPlan[] {
  return ctx.years
    .flatMap((year) => {
      const rng = ctx.rng(`tours.${year}`)
      const sites = world.sitesByYear.get(year) ?? []
      return rng.sample(sites, Math.min(sites.length, scaled(ctx, 15))).map((site) => {
        const slug = `${site.slug}-site-tour-${year}`
        return { id: `tour.${slug}`, slug, site, year }
      })
    })
    .sort((a, b) => (a.id < b.id ? -1 : 1))
}

export function buildSiteTour(ctx: Context, { id, slug, site, year }: SiteTourPlan): Doc {
  const trng = ctx.rng(id)
  const pt = portableText(trng)
  const edition = buildEdition(ctx.rng(`${site.id}.edition.${year}`), ctx, site, year)
  const membersOnly = trng.chance(0.1)
  const duration = trng.pick([45, 60, 60, 75])
  const sessions = edition.hours.flatMap((h) => {
    const first = minutesOf(h.opens) + 30
    const last = minutesOf(h.closes) - duration
    const starts = []
    for (let t = first; t <= last; t += trng.pick([60, 90, 120])) starts.push(t)
    return starts.map((t) => ({
      _type: 'tourSession',
      _key: trng.key(),
      start: chicagoDateTime(h.date, clock(t)),
      capacity: trng.pick([10, 12, 15, 20, 25]),
      membersOnly: membersOnly || trng.chance(0.1),
      memberPriorityHours: trng.pick([0, 0, 24, 48]),
    }))
  })
  const free = trng.chance(0.7)
  const picture = trng.pick(ctx.images.facades)
  return {
    _id: id,
    _type: 'tour',
    title: `Guided tour of ${site.name}`,
    slug: slugValue(slug),
    kind: 'festival',
    mode: 'site-tour',
    year,
    site: reference(site.id),
    summary: `A ${duration}-minute guided visit of ${site.name} ${inNeighborhood(site.neighborhood.seed.name)}, including spaces that are closed to general festival visitors.`,
    description: [
      pt.p(
        `Join a volunteer guide for an in-depth visit of ${site.name}. Groups are small, so please arrive ten minutes before your session.`,
      ),
      pt.p(
        free ? 'Free, but registration is required.' : 'Tickets support the festival and include a guidebook.',
        ' ',
        pt.link('Reserve a place', url(`/site-tours/${slug}`, 'tickets')),
        '.',
      ),
    ],
    image: imageValue(picture, `Illustration for the tour of ${site.name}: ${picture.description}`),
    durationMinutes: duration,
    priceTiers: pt.keyed([{ _type: 'priceTier', label: free ? 'Free with registration' : 'General', amount: free ? 0 : 15 }]),
    meetingPoint: {
      _type: 'venue',
      site: reference(site.id),
      name: `${site.name}, main entrance`,
      address: `${site.street}, Chicago`,
      location: geopoint(site.location.lat, site.location.lng),
    },
    ticketUrl: url(`/site-tours/${slug}`, 'tickets'),
    membersOnly,
    sessions,
    translations: [siteTourInSpanish(ctx, { id, slug, site, duration, free, ticketsUrl: url(`/site-tours/${slug}`, 'tickets') })],
  }
}
