// A building's part in one festival year: opening hours for each festival day, what visitors will see,
// and the flags the site list filters on (members-only, member priority, new this year, reservations).

import { url, type Context } from './context'
import { CATEGORY_WORDS } from './data/buildings'
import type { SitePlan } from './plan'
import type { Rng } from './random'
import { clock } from './time'

const OPENING_TIMES = [9 * 60, 10 * 60, 10 * 60, 10 * 60, 11 * 60, 12 * 60]
const CLOSING_TIMES = [15 * 60, 16 * 60, 17 * 60, 17 * 60, 17 * 60]

const PRACTICAL_NOTES = [
  'Expect a short queue in the late morning; it is quieter after 2 pm.',
  'Last entry is 30 minutes before closing.',
  'Bags may be checked at the door.',
  'Please wear shoes with a flat sole; some floors are uneven.',
  'Photography is welcome, but no tripods inside.',
  'Volunteers are on hand at every floor to answer questions.',
] as const

function dayHours(rng: Rng, day: 'saturday' | 'sunday', date: string, religious: boolean) {
  let opens = rng.pick(OPENING_TIMES)
  // Houses of worship often open on Sunday after morning services.
  if (religious && day === 'sunday') opens = Math.max(opens, 12 * 60)
  let closes = rng.pick(CLOSING_TIMES)
  if (closes - opens < 3 * 60) closes = opens + 3 * 60
  return { _type: 'festivalHours', _key: rng.key(), day, date, opens: clock(opens), closes: clock(closes) }
}

export interface EditionFlags {
  membersOnly: boolean
  memberPriority: boolean
  newThisYear: boolean
  reservationRequired: boolean
}

export function editionFlags(rng: Rng, ctx: Context, site: SitePlan, year: number): EditionFlags {
  const first = site.years[0] === year
  const firstFestival = year === ctx.years[0]
  return {
    membersOnly: rng.chance(0.05),
    memberPriority: rng.chance(0.15),
    // In the first festival of the dataset everyone is "first", so only some are called new.
    newThisYear: first && (!firstFestival || rng.chance(0.2)),
    reservationRequired: rng.chance(0.05),
  }
}

export function buildEdition(rng: Rng, ctx: Context, site: SitePlan, year: number) {
  const { saturday, sunday } = ctx.weekend(year)
  const religious = site.category === 'religious'
  const pattern = rng.weighted(['both', 'saturday', 'sunday'] as const, [92, 4, 4])
  const hours = []
  if (pattern !== 'sunday') hours.push(dayHours(rng, 'saturday', saturday, religious))
  if (pattern !== 'saturday') hours.push(dayHours(rng, 'sunday', sunday, religious))
  const flags = editionFlags(rng, ctx, site, year)
  const words = CATEGORY_WORDS[site.category]
  const experience = [rng.pick(words.experiences), rng.pick(PRACTICAL_NOTES)]
  if (pattern !== 'both') experience.push(`Open on ${pattern === 'saturday' ? 'Saturday' : 'Sunday'} only this year.`)
  if (flags.reservationRequired) experience.push('Space is limited: reserve a free timed entry before you come.')
  if (flags.membersOnly) experience.push('Open to members only; bring your membership card or sign in to the app.')
  return {
    _type: 'siteEdition',
    _key: rng.key(),
    year,
    hours,
    visitorExperience: experience.join(' '),
    ...flags,
    ...(flags.reservationRequired ? { reservationUrl: url(`/reserve/${site.slug}-${year}`, 'tickets') } : {}),
  }
}
