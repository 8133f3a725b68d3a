import { describe, expect, it } from 'vitest'
import {
  validCountry,
  validCurrency,
  validLanguage,
  validOtherLanguages,
  oneTranslationPerLanguage,
  closingAfterOpening,
  dateOnItsDay,
  endDateNotBefore,
  endTimeAfter,
  dateNotAfter,
  festivalHoursOfEdition,
  filterFitsList,
  insideFestivalArea,
  allInsideFestivalArea,
  noRepeats,
  noRepeatsOf,
  oneEditionPerYear,
  oneEntryPerWeekday,
  outlineOrNothing,
  type QueryContext,
  requiredUnless,
  requiredWhen,
  requiredWhenEquals,
  timeUnlessClosed,
  uniqueFestivalYear,
  uniquePagePath,
  validHref,
  validTime,
  validYear,
  venueIsNamed,
} from './validation'

const ref = (id: string) => ({ _type: 'reference', _ref: id })

describe('times of day', () => {
  it('accepts empty (required is a separate rule) and HH:MM', () => {
    expect(validTime(undefined)).toBe(true)
    expect(validTime('17:00')).toBe(true)
  })
  it('tells the editor the format when it is wrong', () => {
    expect(validTime('5pm')).toMatch(/HH:MM on the 24-hour clock/)
  })
  it('requires closing after opening', () => {
    expect(closingAfterOpening('17:00', { parent: { opens: '09:00' } })).toBe(true)
    expect(closingAfterOpening('09:00', { parent: { opens: '17:00' } })).toBe(
      'Closing time (09:00) must be after opening time (17:00). A site must close by midnight on the same day.',
    )
    expect(closingAfterOpening('09:00', { parent: { opens: '09:00' } })).not.toBe(true)
  })
  it('leaves malformed or missing times to their own rules', () => {
    expect(closingAfterOpening('9:00', { parent: { opens: '17:00' } })).toBe(true)
    expect(closingAfterOpening('09:00', { parent: {} })).toBe(true)
  })
  it('does not check the hours of a day marked closed', () => {
    expect(closingAfterOpening('09:00', { parent: { opens: '17:00', closed: true } })).toBe(true)
    expect(timeUnlessClosed(undefined, { parent: { closed: true } })).toBe(true)
    expect(timeUnlessClosed(undefined, { parent: { closed: false } })).toMatch(/Enter the time/)
    expect(timeUnlessClosed('', { parent: {} })).toMatch(/Closed all day/)
  })
})

describe('festival hours', () => {
  it('accepts a date that falls on its festival day', () => {
    expect(dateOnItsDay('2024-10-12', { parent: { day: 'saturday' } })).toBe(true)
  })
  it('names the real weekday when it does not', () => {
    expect(dateOnItsDay('2024-10-14', { parent: { day: 'saturday' } })).toBe(
      '2024-10-14 is a Monday, not a Saturday — check the date or the day.',
    )
  })
  it('waits for both the date and the day', () => {
    expect(dateOnItsDay('2024-10-14', { parent: {} })).toBe(true)
    expect(dateOnItsDay(undefined, { parent: { day: 'sunday' } })).toBe(true)
  })

  const saturday = { _key: 'a', day: 'saturday', date: '2024-10-12', opens: '09:00', closes: '17:00' }
  const sunday = { _key: 'b', day: 'sunday', date: '2024-10-13', opens: '10:00', closes: '16:00' }

  it('accepts one entry per day within the edition year', () => {
    expect(festivalHoursOfEdition([saturday, sunday], { parent: { year: 2024 } })).toBe(true)
    expect(festivalHoursOfEdition(undefined, { parent: { year: 2024 } })).toBe(true)
  })
  it('rejects two entries for the same day', () => {
    const verdict = festivalHoursOfEdition([saturday, { ...saturday, _key: 'c' }], { parent: { year: 2024 } })
    expect(verdict).toMatch(/^Saturday has more than one entry/)
  })
  it('catches dates left over from last year', () => {
    const lastYear = [{ ...saturday, date: '2023-10-14' }, sunday]
    expect(festivalHoursOfEdition(lastYear, { parent: { year: 2024 } })).toBe(
      '2023-10-14 is not in 2024 — this edition is for 2024, so update the dates.',
    )
  })
})

describe('editions and weekly hours', () => {
  it('allows one edition per year', () => {
    expect(oneEditionPerYear([{ year: 2023 }, { year: 2024 }])).toBe(true)
    expect(oneEditionPerYear([{ year: 2024 }, { year: 2023 }, { year: 2024 }])).toBe(
      '2024 has more than one edition — merge them into one per year.',
    )
  })
  it('ignores editions whose year is not filled in yet', () => {
    expect(oneEditionPerYear([{}, {}])).toBe(true)
  })
  it('allows each weekday once in the centre hours', () => {
    expect(oneEntryPerWeekday([{ day: 'monday' }, { day: 'tuesday' }])).toBe(true)
    expect(oneEntryPerWeekday([{ day: 'monday' }, { day: 'monday' }])).toMatch(/^Monday is listed more than once/)
  })
})

describe('years', () => {
  it('accepts years within YEAR_RANGE', () => {
    expect(validYear(2011)).toBe(true)
    expect(validYear(undefined)).toBe(true)
  })
  it('explains the range', () => {
    expect(validYear(1999)).toBe('Enter a festival year: a whole number from 2011 to 2100.')
    expect(validYear(24)).not.toBe(true)
  })
})

describe('repeats', () => {
  it('names the repeated values', () => {
    expect(noRepeats([2022, 2023, 2022])).toBe('2022 is listed more than once — remove the extra.')
    expect(noRepeats(['a', 'b', 'a', 'b'])).toBe('a, b are listed more than once — remove the extra.')
    expect(noRepeats(['a', 'b'])).toBe(true)
  })
  it('compares references by the document they point to', () => {
    const sponsors = [
      { _key: '1', sponsor: ref('sponsor.acme'), tier: 'lead' },
      { _key: '2', sponsor: ref('sponsor.acme'), tier: 'community' },
    ]
    expect(noRepeatsOf('sponsor', 'A sponsor is listed twice.')(sponsors)).toBe('A sponsor is listed twice.')
    expect(noRepeatsOf('sponsor')([sponsors[0], { sponsor: ref('sponsor.other') }])).toBe(true)
  })
})

describe('map points inside the festival’s area', () => {
  /** The Studio's client, answering the settings' area. */
  const areaOf = (area: unknown): QueryContext => ({ getClient: () => ({ fetch: async () => area }) })
  const chicago = areaOf({ centre: { lat: 41.8781, lng: -87.6298 }, radiusKm: 40 })
  it('takes a point within the radius, and no point at all', async () => {
    expect(await insideFestivalArea({ lat: 41.88, lng: -87.63 }, chicago)).toBe(true)
    expect(await insideFestivalArea(undefined, chicago)).toBe(true)
  })
  it('says how far a point outside is, and where the area is set', async () => {
    expect(await insideFestivalArea({ lat: 40.7128, lng: -74.006 }, chicago)).toBe(
      'This point is 1144 km from the centre of the festival’s area, which reaches 40 km (Settings → City and languages → Where the festival is) — check the pin on the map, or the latitude and longitude.',
    )
  })
  it('catches swapped coordinates', async () => {
    expect(await insideFestivalArea({ lat: -87.6298, lng: 41.8781 }, chicago)).toMatch(/^This point is \d+ km from the centre/)
  })
  it('is bound to no city while the settings name no area', async () => {
    expect(await insideFestivalArea({ lat: 60.1699, lng: 24.9384 }, areaOf(null))).toBe(true)
    expect(await insideFestivalArea({ lat: 60.1699 }, areaOf(null))).toMatch(/no usable latitude and longitude/)
  })
  it('checks a line or an outline as a whole, naming the first point outside', async () => {
    const line = [
      { lat: 41.88, lng: -87.63 },
      { lat: 41.9, lng: -87.64 },
      { lat: 42.5, lng: -87.64 },
    ]
    expect(await allInsideFestivalArea(line, chicago)).toMatch(/^Point 3 is \d+ km from the centre/)
    expect(await allInsideFestivalArea(line.slice(0, 2), chicago)).toBe(true)
    expect(await allInsideFestivalArea([], chicago)).toBe(true)
  })
})

describe('neighborhood boundaries', () => {
  const point = { _type: 'geopoint', lat: 41.85, lng: -87.66 }
  it('accepts no outline, or one that encloses an area', () => {
    expect(outlineOrNothing(undefined)).toBe(true)
    expect(outlineOrNothing([])).toBe(true)
    expect(outlineOrNothing([point, point, point])).toBe(true)
  })
  it('rejects an outline of one or two points', () => {
    expect(outlineOrNothing([point, point])).toMatch(/at least three points/)
  })
})

describe('date and time ranges', () => {
  it('rejects a festival that ends before it starts', () => {
    const check = endDateNotBefore('startDate')
    expect(check('2024-10-13', { parent: { startDate: '2024-10-12' } })).toBe(true)
    expect(check('2024-10-12', { parent: { startDate: '2024-10-12' } })).toBe(true)
    expect(check('2024-10-11', { parent: { startDate: '2024-10-12' } })).toBe(
      'The end date (2024-10-11) is before the start date (2024-10-12).',
    )
  })
  it('requires a festival’s programme to be out by its first day', () => {
    const check = dateNotAfter('startDate', 'by the first day')
    const parent = { startDate: '2026-10-17' }
    expect(check('2026-09-05', { parent })).toBe(true)
    expect(check('2026-10-17', { parent })).toBe(true)
    expect(check('2026-10-18', { parent })).toBe('by the first day')
    expect(check(undefined, { parent })).toBe(true)
    expect(check('2026-10-18', { parent: {} })).toBe(true)
  })

  it('requires an event to end after it starts', () => {
    const check = endTimeAfter('start')
    const start = '2024-10-12T18:00:00-05:00'
    expect(check('2024-10-12T20:00:00-05:00', { parent: { start } })).toBe(true)
    expect(check(start, { parent: { start } })).toMatch(/end must be after the start/)
    expect(check('2024-10-12T20:00:00-05:00', { parent: {} })).toBe(true)
  })
})

describe('conditional requirements', () => {
  const reservationUrl = requiredWhen('reservationRequired', 'Add the booking link.')
  it('needs a booking link only when reservations are required', () => {
    expect(reservationUrl(undefined, { parent: { reservationRequired: true } })).toBe('Add the booking link.')
    expect(reservationUrl('https://tickets.example', { parent: { reservationRequired: true } })).toBe(true)
    expect(reservationUrl(undefined, { parent: { reservationRequired: false } })).toBe(true)
    expect(reservationUrl(undefined, { parent: {} })).toBe(true)
  })
  const price = requiredUnless('isFree', 'Enter the price, or tick "Free".')
  it('needs a price unless the event is free', () => {
    expect(price(undefined, { parent: { isFree: false } })).toBe('Enter the price, or tick "Free".')
    expect(price(undefined, { parent: {} })).toBe('Enter the price, or tick "Free".')
    expect(price(undefined, { parent: { isFree: true } })).toBe(true)
    expect(price(0, { parent: { isFree: false } })).toBe(true)
  })
  const year = requiredWhenEquals('kind', 'festival', 'Festival tours need the festival year.')
  it('needs a year on festival tours only', () => {
    expect(year(undefined, { parent: { kind: 'festival' } })).toBe('Festival tours need the festival year.')
    expect(year(2024, { parent: { kind: 'festival' } })).toBe(true)
    expect(year(undefined, { parent: { kind: 'city' } })).toBe(true)
  })
})

describe('venues and links', () => {
  it('needs a site or a name', () => {
    expect(venueIsNamed({ site: ref('site.rookery') })).toBe(true)
    expect(venueIsNamed({ name: 'Riverwalk', address: 'E Wacker Dr' })).toBe(true)
    expect(venueIsNamed({ address: 'E Wacker Dr' })).toMatch(/Choose the site/)
    expect(venueIsNamed({ site: { _ref: '' }, name: ' ' })).toMatch(/Choose the site/)
    expect(venueIsNamed(undefined)).toBe(true)
  })
  it('explains what a link may look like', () => {
    expect(validHref('/sites')).toBe(true)
    expect(validHref('www.example.com')).toMatch(/path on this site such as \/sites/)
  })
})

describe('list block filter', () => {
  const check = filterFitsList({
    sites: [
      { value: 'religious', title: 'Sacred spaces' },
      { value: 'civic', title: 'Civic & government' },
    ],
    events: [{ value: 'talk', title: 'Talks & lectures' }],
    tours: [],
  })
  it('accepts a category of the list shown, and no filter at all', () => {
    expect(check({ category: 'civic' }, { parent: { list: 'sites' } })).toBe(true)
    expect(check(undefined, { parent: { list: 'events' } })).toBe(true)
    expect(check({ mode: 'bus' }, { parent: { list: 'tours' } })).toBe(true)
  })
  it('rejects a category from the other list', () => {
    expect(check({ category: 'talk' }, { parent: { list: 'sites' } })).toBe(
      '"Talks & lectures" is for events, but this block lists sites — pick a "Sites: …" category, or clear it.',
    )
    expect(check({ category: 'castle' }, { parent: { list: 'events' } })).toBe(
      '"castle" is not a category of events — pick one from the menu, or clear it.',
    )
  })
  it('rejects categories on tours and modes on sites', () => {
    expect(check({ category: 'civic' }, { parent: { list: 'tours' } })).toMatch(/do not apply to tours/)
    expect(check({ mode: 'bus' }, { parent: { list: 'sites' } })).toMatch(/only filters tours/)
  })
})

/** A stand-in for the Studio's client that records its query and answers with a count. */
const contextWith = (count: number, documentId = 'drafts.festival.2024') => {
  const calls: { query: string; params: Record<string, string | number> }[] = []
  const context: QueryContext = {
    document: { _id: documentId },
    getClient: () => ({
      fetch: async (query, params) => {
        calls.push({ query, params })
        return count
      },
    }),
  }
  return { context, calls }
}

describe('uniqueness checks against the dataset', () => {
  it('accepts a festival year nobody else uses, asking about the published id', async () => {
    const { context, calls } = contextWith(0)
    expect(await uniqueFestivalYear(2024, context)).toBe(true)
    expect(calls[0]?.params).toEqual({ type: 'festival', value: 2024, id: 'festival.2024' })
    expect(calls[0]?.query).toContain('!sanity::versionOf($id)')
  })
  it('rejects a second festival for the same year', async () => {
    const { context } = contextWith(1)
    expect(await uniqueFestivalYear(2024, context)).toBe(
      'There is already a festival for 2024 — open that one instead of creating another.',
    )
  })
  it('does not query for values another rule already rejects', async () => {
    const { context, calls } = contextWith(1)
    expect(await uniqueFestivalYear(1990, context)).toBe(true)
    expect(await uniquePagePath('/about/', context)).toBe(true)
    expect(calls).toEqual([])
  })
  it('rejects a page path that another page uses', async () => {
    const { context, calls } = contextWith(2, 'page.about')
    expect(await uniquePagePath('about', context)).toMatch(/Another page already uses the path "about"/)
    expect(calls[0]?.params).toEqual({ type: 'page', value: 'about', id: 'page.about' })
  })
})

describe('the festival’s place and languages', () => {
  it('takes currency codes the runtime formats, in capitals', () => {
    expect(validCurrency('USD')).toBe(true)
    expect(validCurrency('EUR')).toBe(true)
    expect(validCurrency(undefined)).toBe(true)
    expect(validCurrency('usd')).toMatch(/three-letter currency code/)
    expect(validCurrency('XYZ')).toMatch(/three-letter currency code/)
  })

  it('takes two-letter country codes', () => {
    expect(validCountry('US')).toBe(true)
    expect(validCountry('USA')).toMatch(/two-letter country code/)
    expect(validCountry('es')).toMatch(/two-letter country code/)
  })

  it('takes language codes in their usual spelling', () => {
    for (const tag of ['en', 'es', 'fi', 'pt-BR', 'zh-Hant']) expect(validLanguage(tag)).toBe(true)
    for (const tag of ['EN', 'english', 'pt_BR', 'pt-br', '']) expect(validLanguage(tag)).toMatch(/language code/)
  })

  it('lists the other languages once each, without the default', () => {
    const parent = { default: 'en' }
    expect(validOtherLanguages(['es', 'fr'], { parent })).toBe(true)
    expect(validOtherLanguages(undefined, { parent })).toBe(true)
    expect(validOtherLanguages(['es', 'es'], { parent })).toBe('Each language once.')
    expect(validOtherLanguages(['en', 'es'], { parent })).toMatch(/already the site’s/)
    expect(validOtherLanguages(['es', 'Spanish'], { parent })).toMatch(/"Spanish" is not a language code/)
  })
})

describe('a document’s translations', () => {
  /** The Studio's client, answering the settings' other languages. */
  const offering = (others: unknown): QueryContext => ({ getClient: () => ({ fetch: async () => others }) })
  it('takes one translation per language the festival offers', async () => {
    expect(await oneTranslationPerLanguage([{ language: 'es' }, { language: 'pl' }], offering(['es', 'pl']))).toBe(true)
    expect(await oneTranslationPerLanguage(undefined, offering(['es']))).toBe(true)
  })
  it('refuses two translations into one language, naming it', async () => {
    expect(await oneTranslationPerLanguage([{ language: 'es' }, { language: 'es' }], offering(['es']))).toBe(
      'There are two translations into "es": keep one per language.',
    )
  })
  it('refuses a language the festival does not offer, and says where to add it', async () => {
    expect(await oneTranslationPerLanguage([{ language: 'fr' }], offering(['es']))).toMatch(
      /does not offer "fr": add it under Settings → City and languages, or use one of es/,
    )
  })
  it('leaves the language unchecked while the settings name no other language', async () => {
    expect(await oneTranslationPerLanguage([{ language: 'fr' }], offering(null))).toBe(true)
  })
})
