// The custom validators the schema types hand to `Rule.custom`. Each returns `true` or a message
// for editors: what is wrong, in plain words, and what to do. Their context parameter is only the
// part of Sanity's ValidationContext they read, so tests can call them with plain objects.
import { DEFAULT_TIME_ZONE, type Option, WEEKDAYS, YEAR_RANGE } from './names'
import { dateTimeLabel } from './preview'
import {
  booksByBallot,
  closesAfterOpens,
  duplicates,
  endsAfterStarts,
  isFestivalArea,
  isGeopoint,
  kmBetween,
  isFestivalYear,
  isHref,
  isPagePath,
  isRecord,
  isTimeOfDay,
  isTimeZone,
  isCountryCode,
  isCurrency,
  isLanguageTag,
  publishedId,
  valueAtPath,
  weekdayMatches,
  weekdayOf,
  yearOfDate,
} from './rules'

export type Verdict = true | string

export interface ParentContext {
  parent?: unknown
}

/**
 * The slice of ValidationContext a field nested two objects deep needs to see past its own object:
 * the whole document and the field's path in it (a ballot's dates check the session they book).
 */
export interface PlacedContext extends ParentContext {
  document?: unknown
  path?: readonly unknown[]
}

/** The slice of ValidationContext the uniqueness checks need: who is asking, and a way to query. */
export interface QueryContext {
  document?: { _id: string }
  getClient: (options: { apiVersion: string }) => {
    fetch: (query: string, params: Record<string, string | number>) => Promise<unknown>
  }
}

/** A validator that may compare a value with its siblings, or ask the dataset about it. */
export type Check = ((value: unknown, context: ParentContext) => Verdict) | ((value: unknown, context: QueryContext) => Promise<Verdict>)

// The API version whose GROQ has sanity::versionOf (a document's drafts and release versions).
const API_VERSION = '2025-02-19'

const fieldOf = (parent: unknown, key: string): unknown => (isRecord(parent) ? parent[key] : undefined)

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const dayTitle = (day: unknown): string => WEEKDAYS.find((option) => option.value === day)?.title ?? String(day)

const listOf = (values: readonly unknown[]): string => values.map(String).join(', ')

export const validTime = (value: unknown): Verdict =>
  value === undefined || isTimeOfDay(value) ? true : 'Write the time as HH:MM on the 24-hour clock, for example 09:30 or 17:00.'

/** Closing time of an `{opens, closes}` pair; malformed times are left to `validTime`. */
export const closingAfterOpening = (closes: unknown, { parent }: ParentContext): Verdict => {
  const opens = fieldOf(parent, 'opens')
  if (fieldOf(parent, 'closed') === true || !isTimeOfDay(opens) || !isTimeOfDay(closes)) return true
  return closesAfterOpens(opens, closes)
    ? true
    : `Closing time (${closes}) must be after opening time (${opens}). A site must close by midnight on the same day.`
}

/** Opening or closing time of a weekday that is not marked closed. */
export const timeUnlessClosed = (value: unknown, { parent }: ParentContext): Verdict =>
  fieldOf(parent, 'closed') !== true && isBlank(value) ? 'Enter the time, or tick "Closed all day".' : true

export const validYear = (value: unknown): Verdict =>
  value === undefined || isFestivalYear(value) ? true : `Enter a festival year: a whole number from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`

export const validYearBuilt = (value: unknown): Verdict =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1800 && value <= 2100)
    ? true
    : 'Enter the year the building was completed, from 1800 to 2100. Leave it empty if unknown.'

/** An array in which each value may appear once (years, days, tags). */
export const noRepeats = (values: unknown): Verdict => {
  if (!Array.isArray(values)) return true
  const repeated = duplicates(values.filter((value) => !isBlank(value)))
  return repeated.length === 0
    ? true
    : `${listOf(repeated)} ${repeated.length === 1 ? 'is' : 'are'} listed more than once — remove the extra.`
}

/**
 * An array of objects in which `key` may not repeat, e.g. the dates of closures; references
 * compare by the document they point to. `message` replaces the default naming of the values.
 */
export const noRepeatsOf =
  (key: string, message?: string) =>
  (items: unknown): Verdict => {
    if (!Array.isArray(items)) return true
    const values = items.map((item) => {
      const value = fieldOf(item, key)
      return isRecord(value) && typeof value._ref === 'string' ? value._ref : value
    })
    const verdict = noRepeats(values)
    return verdict === true || message === undefined ? verdict : message
  }

/** An optional outline: no points at all, or enough of them to enclose an area. */
export const outlineOrNothing = (points: unknown): Verdict =>
  !Array.isArray(points) || points.length === 0 || points.length >= 3
    ? true
    : 'A boundary needs at least three points — add more, or remove them all.'

/** The settings' area (centre and radius): the Studio's map draws what the checks below hold to. */
export const FESTIVAL_AREA_QUERY = `*[_id == "settings"][0].area{centre, radiusKm}`

/** The settings' area, as the Studio's client reads it: undefined while the settings name none. */
const festivalArea = async (context: QueryContext) => {
  const area: unknown = await context.getClient({ apiVersion: API_VERSION }).fetch(FESTIVAL_AREA_QUERY, {})
  return isFestivalArea(area) ? area : undefined
}

/** The settings' city, or nothing: where a new address starts. */
export const settingsCity = async (context: QueryContext): Promise<string | undefined> => {
  const city: unknown = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch(`*[_id == "settings"][0].city`, {})
    .catch(() => undefined)
  return typeof city === 'string' && city.trim() !== '' ? city : undefined
}

const AREA_HINT = 'Settings → City and languages → Where the festival is'

/** What an editor reads about the first of `points` outside the area (`label` names it), or true. */
const areaVerdict = async (points: readonly unknown[], context: QueryContext, label: (index: number) => string): Promise<Verdict> => {
  const unplaced = points.findIndex((point) => !isGeopoint(point))
  if (unplaced !== -1) return `${label(unplaced)} has no usable latitude and longitude: place the pin on the map.`
  const area = await festivalArea(context)
  if (!area) return true
  const distances = points.map((point) => (isGeopoint(point) ? kmBetween(point, area.centre) : 0))
  const outside = distances.findIndex((km) => km > area.radiusKm)
  if (outside === -1) return true
  const km = Math.round(distances[outside] ?? 0)
  return `${label(outside)} is ${km} km from the centre of the festival’s area, which reaches ${area.radiusKm} km (${AREA_HINT}) — check the pin on the map, or the latitude and longitude.`
}

/**
 * A map point inside the festival's area (the settings' centre and radius), so a pin dropped in
 * another city, or a latitude and longitude swapped, is caught. Any point is taken while the
 * settings name no area: the code is bound to no city of its own.
 */
export const insideFestivalArea = async (value: unknown, context: QueryContext): Promise<Verdict> =>
  value === undefined ? true : areaVerdict([value], context, () => 'This point')

/** Every point of a line or an outline inside the festival's area: one look-up for all of them. */
export const allInsideFestivalArea = async (value: unknown, context: QueryContext): Promise<Verdict> =>
  Array.isArray(value) && value.length > 0 ? areaVerdict(value, context, (index) => `Point ${index + 1}`) : true

export const validTimeZone = (value: unknown): Verdict =>
  value === undefined || isTimeZone(value) ? true : 'Use a time zone name such as America/Chicago (Continent/City, as in the IANA list).'

export const validCurrency = (value: unknown): Verdict =>
  value === undefined || isCurrency(value) ? true : 'Use a three-letter currency code in capitals, such as USD or EUR.'

export const validCountry = (value: unknown): Verdict =>
  value === undefined || isCountryCode(value) ? true : 'Use the two-letter country code in capitals, such as US or ES.'

export const validLanguage = (value: unknown): Verdict =>
  value === undefined || isLanguageTag(value)
    ? true
    : 'Use a language code such as en, es or pt-BR (lowercase language, then a region in capitals if any).'

/** The languages beside the default one: each a language code, none repeated, none the default. */
export const validOtherLanguages = (value: unknown, context: ParentContext): Verdict => {
  if (value === undefined) return true
  if (!Array.isArray(value)) return 'List the other languages as codes, such as es.'
  const wrong = value.find((v) => !isLanguageTag(v))
  if (wrong !== undefined) return `"${String(wrong)}" is not a language code such as es or pt-BR.`
  if (new Set(value).size !== value.length) return 'Each language once.'
  const main = isRecord(context.parent) ? context.parent.default : undefined
  return value.includes(main) ? 'The default language is already the site’s: list only the others.' : true
}

export const validHref = (value: unknown): Verdict =>
  value === undefined || isHref(value)
    ? true
    : 'Use a path on this site such as /sites, or a full address starting with https://, mailto: or tel:.'

export const validPagePath = (value: unknown): Verdict =>
  value === undefined || isPagePath(value)
    ? true
    : 'Use lowercase words separated by hyphens, with / between levels and no slash at either end, e.g. about/land-acknowledgment (the home page is "home").'

/** The end of a date range (`YYYY-MM-DD`); the range may be a single day. */
export const endDateNotBefore =
  (startField: string) =>
  (end: unknown, { parent }: ParentContext): Verdict => {
    const start = fieldOf(parent, startField)
    if (isBlank(start) || isBlank(end)) return true
    return endsAfterStarts(start, end) ? true : `The end date (${String(end)}) is before the start date (${String(start)}).`
  }

/** A day that must come on or before another field's day (a festival's programme by its first day). */
export const dateNotAfter =
  (laterField: string, message: string) =>
  (value: unknown, { parent }: ParentContext): Verdict => {
    const later = fieldOf(parent, laterField)
    if (isBlank(value) || isBlank(later)) return true
    return endsAfterStarts(value, later) ? true : message
  }

/** The end of a datetime range, which must come strictly after its start. */
export const endTimeAfter =
  (startField: string) =>
  (end: unknown, { parent }: ParentContext): Verdict => {
    const start = fieldOf(parent, startField)
    if (isBlank(start) || isBlank(end)) return true
    return endsAfterStarts(start, end, true) ? true : 'The end must be after the start — check both dates and times.'
  }

/** The date of a festival-day hours entry must fall on the day it is filed under. */
export const dateOnItsDay = (date: unknown, { parent }: ParentContext): Verdict => {
  const day = fieldOf(parent, 'day')
  const actual = weekdayOf(date)
  if (isBlank(day) || actual === undefined) return true
  return weekdayMatches(date, day) ? true : `${String(date)} is a ${dayTitle(actual)}, not a ${dayTitle(day)} — check the date or the day.`
}

/** An edition's hours: one entry per festival day, every date in the edition's year. */
export const festivalHoursOfEdition = (hours: unknown, { parent }: ParentContext): Verdict => {
  if (!Array.isArray(hours)) return true
  const days = hours.map((entry) => fieldOf(entry, 'day')).filter((day) => !isBlank(day))
  const repeated = duplicates(days)
  if (repeated.length > 0) {
    return `${listOf(repeated.map(dayTitle))} has more than one entry — keep one per day and remove the others.`
  }
  const year = fieldOf(parent, 'year')
  if (!isFestivalYear(year)) return true
  const strays = hours.map((entry) => fieldOf(entry, 'date')).filter((date) => yearOfDate(date) !== undefined && yearOfDate(date) !== year)
  return strays.length === 0
    ? true
    : `${listOf(strays)} ${strays.length === 1 ? 'is' : 'are'} not in ${year} — this edition is for ${year}, so update the dates.`
}

/** A site's editions: each festival year at most once. */
export const oneEditionPerYear = (editions: unknown): Verdict => {
  if (!Array.isArray(editions)) return true
  const repeated = duplicates(editions.map((edition) => fieldOf(edition, 'year')).filter(isFestivalYear))
  return repeated.length === 0 ? true : `${listOf(repeated)} has more than one edition — merge them into one per year.`
}

/** Centre hours: each weekday at most once. */
export const oneEntryPerWeekday = (hours: unknown): Verdict => {
  if (!Array.isArray(hours)) return true
  const repeated = duplicates(hours.map((entry) => fieldOf(entry, 'day')).filter((day) => !isBlank(day)))
  return repeated.length === 0 ? true : `${listOf(repeated.map(dayTitle))} is listed more than once — keep one entry per day.`
}

/**
 * A field that only matters when a sibling flag is on, e.g. the booking link of a site that
 * requires reservations, or the capacity of an event with registration.
 */
export const requiredWhen =
  (flag: string, message: string) =>
  (value: unknown, { parent }: ParentContext): Verdict =>
    fieldOf(parent, flag) === true && isBlank(value) ? message : true

/** A field that is needed unless a sibling flag is on, e.g. the price of an event that is not free. */
export const requiredUnless =
  (flag: string, message: string) =>
  (value: unknown, { parent }: ParentContext): Verdict =>
    fieldOf(parent, flag) !== true && isBlank(value) ? message : true

/** A field needed when a sibling field has a given value, e.g. the year of a festival tour. */
export const requiredWhenEquals =
  (field: string, expected: string, message: string) =>
  (value: unknown, { parent }: ParentContext): Verdict =>
    fieldOf(parent, field) === expected && isBlank(value) ? message : true

/** A venue names a site or has a name of its own; otherwise visitors cannot tell where to go. */
export const venueIsNamed = (venue: unknown): Verdict => {
  if (venue === undefined) return true
  const site = fieldOf(venue, 'site')
  return isRecord(site) && typeof site._ref === 'string' && site._ref !== ''
    ? true
    : isBlank(fieldOf(venue, 'name'))
      ? "Choose the site where it happens, or type the venue's name."
      : true
}

/**
 * A list block's filter: the category must belong to the list shown (site categories for sites,
 * event categories for events) and the tour mode only applies to tours.
 */
export const filterFitsList =
  (categoriesByList: Readonly<Record<string, readonly Option[]>>) =>
  (filter: unknown, { parent }: ParentContext): Verdict => {
    const list = fieldOf(parent, 'list')
    const category = fieldOf(filter, 'category')
    if (typeof list !== 'string') return true
    if (!isBlank(category)) {
      const allowed = categoriesByList[list] ?? []
      if (!allowed.some((option) => option.value === category)) {
        if (allowed.length === 0) return `Categories do not apply to ${list} — clear the category (use the tour mode instead).`
        // Name the category as the menu does, and the list it belongs to, so the fix is obvious.
        const owner = Object.entries(categoriesByList).find(([, options]) => options.some((option) => option.value === category))
        const title = owner?.[1].find((option) => option.value === category)?.title ?? String(category)
        const menuPrefix = `${list.charAt(0).toUpperCase()}${list.slice(1)}: …`
        return owner
          ? `"${title}" is for ${owner[0]}, but this block lists ${list} — pick a "${menuPrefix}" category, or clear it.`
          : `"${title}" is not a category of ${list} — pick one from the menu, or clear it.`
      }
    }
    if (!isBlank(fieldOf(filter, 'mode')) && list !== 'tours') {
      return 'The mode only filters tours — clear it, or switch the list to tours.'
    }
    return true
  }

/** Asks the dataset whether another document of `type` already has `field == value`. */
const takenElsewhere = async (type: string, field: string, value: string | number, context: QueryContext): Promise<boolean> => {
  const id = publishedId(context.document?._id ?? '')
  const count = await context.getClient({ apiVersion: API_VERSION }).fetch(
    // The draft and release versions of this same document are not "another" document.
    `count(*[_type == $type && ${field} == $value && !sanity::versionOf($id)])`,
    { type, value, id },
  )
  return typeof count === 'number' && count > 0
}

export const uniqueFestivalYear = async (year: unknown, context: QueryContext): Promise<Verdict> => {
  if (!isFestivalYear(year)) return true
  return (await takenElsewhere('festival', 'year', year, context))
    ? `There is already a festival for ${year} — open that one instead of creating another.`
    : true
}

export const uniquePagePath = async (path: unknown, context: QueryContext): Promise<Verdict> => {
  if (!isPagePath(path)) return true
  return (await takenElsewhere('page', 'path', path, context))
    ? `Another page already uses the path "${path}" — choose a different one.`
    : true
}

/** The tour session or event registration a ballot's field belongs to: two steps up its path. */
const ballotHolder = ({ document, path }: PlacedContext): unknown =>
  path && path.length >= 2 ? valueAtPath(document, path.slice(0, -2)) : undefined

/** When the booked session starts: its own start, or the start of the event a registration is part of. */
const sessionStart = (holder: unknown, document: unknown): unknown => fieldOf(holder, 'start') ?? fieldOf(document, 'start')

/** The ballot of a session booked by ballot: it must be there, so its dates can be checked. */
export const ballotWhenChosen = (ballot: unknown, { parent }: ParentContext): Verdict =>
  booksByBallot(parent) && !isRecord(ballot)
    ? 'Fill in the ballot: when entries open and close, when the draw is made and when winners must confirm.'
    : true

/** A date of the ballot, needed once the session is booked by ballot; ignored while it is first come. */
export const ballotDate =
  (message: string) =>
  (value: unknown, context: PlacedContext): Verdict =>
    booksByBallot(ballotHolder(context)) && isBlank(value) ? message : true

/**
 * A ballot's date that must come strictly after a sibling date (entries close after they open,
 * the draw after entries close, the confirmation deadline after the draw).
 */
export const ballotDateAfter =
  (earlierField: string, message: string) =>
  (value: unknown, context: PlacedContext): Verdict => {
    const earlier = fieldOf(context.parent, earlierField)
    if (!booksByBallot(ballotHolder(context)) || isBlank(earlier) || isBlank(value)) return true
    return endsAfterStarts(earlier, value, true) ? true : message
  }

/** Winners confirm before the session (or the event) starts, or their places could not go to anyone else. */
export const confirmBeforeStart = (confirmBy: unknown, context: PlacedContext): Verdict => {
  const holder = ballotHolder(context)
  const start = sessionStart(holder, context.document)
  if (!booksByBallot(holder) || isBlank(start) || isBlank(confirmBy)) return true
  if (endsAfterStarts(confirmBy, start, true)) return true
  const label = dateTimeLabel(start, fieldOf(context.document, 'timeZone') ?? DEFAULT_TIME_ZONE) ?? String(start)
  return `Winners must confirm before the session starts (${label}) — choose an earlier time, and move the draw earlier if needed.`
}

/**
 * A document's translations: one per language, each in one of the festival's other languages
 * (the settings say which; a language the festival does not offer would never be shown).
 */
export const oneTranslationPerLanguage = async (value: unknown, context: QueryContext): Promise<Verdict> => {
  if (!Array.isArray(value)) return true
  const languages = value.map((item) => fieldOf(item, 'language')).filter((language) => !isBlank(language))
  const repeated = languages.find((language, index) => languages.indexOf(language) !== index)
  if (repeated !== undefined) return `There are two translations into "${String(repeated)}": keep one per language.`
  const offered = await context.getClient({ apiVersion: API_VERSION }).fetch(`*[_type == "settings"][0].languages.others`, {})
  if (!Array.isArray(offered)) return true
  const unknown = languages.find((language) => !offered.includes(language))
  return unknown === undefined
    ? true
    : `The festival does not offer "${String(unknown)}": add it under Settings → City and languages, or use one of ${listOf(offered) || 'its languages'}.`
}
