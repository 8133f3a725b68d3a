// `event` documents for one festival year: talks, family days, performances and the rest, in the
// festival weekend and the weeks around it, mostly at that year's buildings.

import type { FestivalWeekend } from './demo-festival.mjs'
import { CENTRE, geopoint, reference, scaled, slugValue, url, type Context, type Doc } from './context'
import { personName } from './data/people'
import { imageValue } from './images'
import type { SitePlan, WorldPlan } from './plan'
import { portableText } from './portable-text'
import { slugify, type Rng } from './random'
import { inNeighborhood } from './sites'
import { addDays, chicagoDateTime, chicagoDateTimePlus, clock, longDate, spokenTime, weekdayOf } from './time'
import { SPECIAL_TITLES_ES, TITLES_ES, TOPICS_ES } from './data/events-es'
import { eventInSpanish } from './translations-programme'

type EventCategory = 'talk' | 'tour' | 'family' | 'performance' | 'workshop' | 'film' | 'party' | 'exhibition'

const TOPICS = [
  'terra cotta',
  'the Chicago window',
  'adaptive reuse',
  'building with timber',
  'the boulevard system',
  'sacred spaces',
  'women in architecture',
  'the river’s industrial past',
  'greystones',
  'the bungalow belt',
  'public housing design',
  'lakefront planning',
  'Art Deco ornament',
  'stained glass conservation',
  'green roofs',
  'the elevated railway',
  'neighborhood murals',
  'courtyard apartments',
] as const

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface TitleParts {
  site: SitePlan
  topic: string
  person: string
}

const TITLES: Record<EventCategory, readonly ((p: TitleParts) => string)[]> = {
  talk: [
    (p) => `Talk: ${capitalise(p.topic)}`,
    (p) => `${p.person} on ${p.topic}`,
    (p) => `Lunchtime lecture: ${capitalise(p.topic)}`,
    (p) => `Panel: The future of ${p.topic}`,
  ],
  tour: [
    (p) => `Behind the scenes at ${p.site.name}`,
    (p) => `Twilight tour of ${p.site.name}`,
    (p) => `${p.site.neighborhood.seed.name} neighborhood walk`,
  ],
  family: [
    (p) => `Family day at ${p.site.name}`,
    (p) => `Build-a-city afternoon ${inNeighborhood(p.site.neighborhood.seed.name)}`,
    (p) => `Kids’ sketch hunt at ${p.site.name}`,
  ],
  performance: [(p) => `Recital at ${p.site.name}`, (p) => `Jazz in the lobby at ${p.site.name}`, (p) => `Choir concert at ${p.site.name}`],
  workshop: [
    (p) => `Sketching workshop: ${capitalise(p.topic)}`,
    (p) => `Photography workshop at ${p.site.name}`,
    (p) => `Restoration skills: ${capitalise(p.topic)}`,
  ],
  film: [(p) => `Film night: ${capitalise(p.topic)}`, (p) => `Screening: Buildings of ${p.site.neighborhood.seed.name}`],
  party: [(p) => `Rooftop reception at ${p.site.name}`, (p) => `Late opening at ${p.site.name}`],
  exhibition: [(p) => `Exhibition opening: ${capitalise(p.topic)}`, (p) => `Pop-up exhibition at ${p.site.name}`],
}

const CATEGORY_LIST = Object.keys(TITLES) as EventCategory[]
const CATEGORY_WEIGHTS = [20, 18, 12, 12, 10, 6, 4, 6]

const DESCRIPTIONS: Record<EventCategory, string> = {
  talk: 'A conversation about how the city was built and who built it, followed by questions from the audience.',
  tour: 'A guided visit led by the people who know the building best, including rooms that are usually closed.',
  family: 'Hands-on activities for children and their grown-ups: drawing, building and a short treasure hunt.',
  performance: 'Live music in a space built for gathering, a chance to hear the room as it was meant to be heard.',
  workshop: 'A practical session with materials provided. No experience needed; places are limited.',
  film: 'A screening of short documentaries about the city’s buildings, introduced by the filmmakers.',
  party: 'Drinks, music and views to celebrate the festival with the people who make it happen.',
  exhibition: 'Drawings, models and photographs, shown for the first time, with the curators on hand to talk.',
}

interface Slot {
  date: string
  start: string
  minutes: number
}

function slotFor(rng: Rng, { saturday }: FestivalWeekend): Slot {
  const weekend = rng.chance(0.4)
  const date = weekend ? addDays(saturday, rng.int(0, 1)) : addDays(saturday, rng.int(-21, 8))
  const day = weekdayOf(date)
  const weekday = day !== 'saturday' && day !== 'sunday'
  const startMinutes = weekday ? rng.pick([12 * 60, 17 * 60 + 30, 18 * 60, 18 * 60 + 30]) : rng.int(18, 36) * 30
  return { date, start: clock(startMinutes), minutes: rng.pick([60, 60, 90, 90, 120, 180]) }
}

interface EventSpec {
  title: string
  /** The same title in the demo's other language. */
  titleEs: string
  category: EventCategory
  slot: Slot
  site: SitePlan | undefined
  membersOnly?: boolean
  isFree?: boolean
}

function fixedEvents(rng: Rng, year: number, { saturday, sunday }: FestivalWeekend, sites: readonly SitePlan[]): EventSpec[] {
  return [
    {
      title: `Members’ preview evening ${year}`,
      titleEs: SPECIAL_TITLES_ES.preview(year),
      category: 'party',
      slot: { date: addDays(saturday, -2), start: '18:00', minutes: 150 },
      site: rng.pick(sites),
      membersOnly: true,
      isFree: true,
    },
    {
      title: `Festival opening party ${year}`,
      titleEs: SPECIAL_TITLES_ES.opening(year),
      category: 'party',
      slot: { date: addDays(saturday, -1), start: '18:30', minutes: 180 },
      site: undefined,
    },
    {
      title: `Closing celebration ${year}`,
      titleEs: SPECIAL_TITLES_ES.closing(year),
      category: 'party',
      slot: { date: sunday, start: '17:30', minutes: 120 },
      site: rng.pick(sites),
      isFree: true,
    },
  ]
}

function buildEvent(
  rng: Rng,
  ctx: Context,
  year: number,
  spec: EventSpec,
  { slug, slugEs }: { slug: string; slugEs: string },
  cancelled: boolean,
): Doc {
  const pt = portableText(rng)
  const { slot, site } = spec
  const isFree = spec.isFree ?? rng.chance(0.45)
  const price = isFree ? undefined : rng.pick([10, 15, 20, 25, 35])
  const membersOnly = spec.membersOnly ?? rng.chance(0.05)
  const withRegistration = !isFree || rng.chance(0.3)
  const venue = site
    ? {
        _type: 'venue',
        site: reference(site.id),
        name: site.name,
        address: `${site.street}, Chicago`,
        location: geopoint(site.location.lat, site.location.lng),
      }
    : { _type: 'venue', name: CENTRE.name, address: CENTRE.address, location: geopoint(CENTRE.location.lat, CENTRE.location.lng) }
  const ticketUrl = url(`/events/${slug}`, 'tickets')
  const secondary = rng.chance(0.3) ? rng.pick(CATEGORY_LIST.filter((c) => c !== spec.category)) : undefined
  const picture = rng.pick([...ctx.images.patterns, ...ctx.images.facades])
  const when = `${longDate(slot.date)}, ${spokenTime(slot.start)},`
  return {
    _id: `event.${year}.${slug}`,
    _type: 'event',
    title: spec.title,
    slug: slugValue(slug),
    year,
    start: chicagoDateTime(slot.date, slot.start),
    end: chicagoDateTimePlus(slot.date, slot.start, slot.minutes),
    timeZone: 'America/Chicago',
    venue,
    categories: secondary ? [spec.category, secondary] : [spec.category],
    summary: `${DESCRIPTIONS[spec.category]} ${when} at ${venue.name}.`,
    description: [
      pt.p(DESCRIPTIONS[spec.category]),
      pt.p(
        `Meet at ${venue.name}, ${venue.address}. `,
        isFree ? 'Free; ' : `Tickets are $${price}; `,
        withRegistration ? 'please register in advance, as places are limited. ' : 'no registration needed. ',
        pt.link('See the festival’s accessibility information', '/accessibility'),
        '.',
      ),
      ...(cancelled ? [pt.p(pt.strong('This event has been cancelled.'), ' Ticket holders will be refunded automatically.')] : []),
    ],
    image: imageValue(picture, `Illustration for ${spec.title}: ${picture.description}`),
    isFree,
    ...(price !== undefined ? { price } : {}),
    ...(isFree && !withRegistration ? {} : { ticketUrl }),
    ...(withRegistration
      ? {
          registration: {
            _type: 'registration',
            required: true,
            capacity: rng.pick([20, 30, 40, 60, 80, 120, 200]),
            memberPriorityHours: rng.pick([0, 0, 24, 48]),
          },
        }
      : {}),
    membersOnly,
    cancelled,
    translations: [
      eventInSpanish(ctx, {
        id: `event.${year}.${slug}`,
        title: spec.titleEs,
        slug: slugEs,
        category: spec.category,
        date: slot.date,
        start: slot.start,
        venue,
        price,
        withRegistration,
        cancelled,
      }),
    ],
  }
}

/** Every event of one festival year, sorted by id. */
export function buildEventsForYear(ctx: Context, world: WorldPlan, year: number): Doc[] {
  const rng = ctx.rng(`events.${year}`)
  const sites = world.sitesByYear.get(year) ?? []
  if (sites.length === 0) return []
  const count = scaled(ctx, 60)
  const weekend = ctx.weekend(year)
  const specs = fixedEvents(rng, year, weekend, sites)
  while (specs.length < count) {
    const category = rng.weighted(CATEGORY_LIST, CATEGORY_WEIGHTS)
    const site = rng.pick(sites)
    // Drawn in the order the title has always drawn them: the pattern, the topic, the person.
    const pattern = rng.pick(TITLES[category])
    const topic = rng.pick(TOPICS)
    const person = personName(rng.pick)
    const title = pattern({ site, topic, person })
    const patternEs = TITLES_ES[category][TITLES[category].indexOf(pattern)]
    if (!patternEs) throw new Error(`No Spanish title pattern for a ${category} event`)
    const titleEs = patternEs({ siteName: site.name, neighborhood: site.neighborhood.seed.name, topic: TOPICS_ES[topic] ?? topic, person })
    const atCentre = category === 'talk' || category === 'film' ? rng.chance(0.5) : false
    specs.push({ title, titleEs, category, slot: slotFor(rng, weekend), site: atCentre ? undefined : site })
  }
  const cancelled = new Set(
    rng.sample(
      specs.slice(3).map((_, i) => i + 3),
      rng.int(1, 2),
    ),
  )
  const used = new Set<string>()
  const usedEs = new Set<string>()
  /** The title's slug with the year, numbered when an earlier event of the year has it. */
  const uniqueSlug = (title: string, taken: Set<string>) => {
    const base = slugify(title).replace(new RegExp(`-${year}$`), '')
    let slug = `${base}-${year}`
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}-${year}`
    taken.add(slug)
    return slug
  }
  const docs = specs.map((spec, i) => {
    const slug = uniqueSlug(spec.title, used)
    const slugEs = uniqueSlug(spec.titleEs, usedEs)
    return buildEvent(ctx.rng(`event.${year}.${i}`), ctx, year, spec, { slug, slugEs }, cancelled.has(i))
  })
  return docs.sort((a, b) => (a._id < b._id ? -1 : 1))
}
