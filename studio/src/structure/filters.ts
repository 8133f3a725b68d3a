// The GROQ behind the Studio's lists, as plain data: a filter and its params per list. Kept apart
// from the structure builder so tests can run each filter over a small dataset with the local lake and
// check that "Sites → By year → 2024" lists exactly the buildings that took part in 2024.
import { DOCUMENT_TYPES, TRANSLATED_TYPES, type TranslatedType } from '@ohc/schemas/names'
import { isFestivalYear } from '@ohc/schemas/rules'

/** The API version the Studio's lists and look-ups query with. */
export const API_VERSION = '2025-02-19'

export interface ListFilter {
  filter: string
  params: Record<string, string | number>
}

const { event, festival, neighborhood, pointOfInterest, site, stop, tour, trail } = DOCUMENT_TYPES

/** Every festival's year and id (drafts included, so a festival being prepared shows up). */
export const FESTIVALS_QUERY = `*[_type == "${festival}" && defined(year)]{_id, year}`

/** The festival year the site shows; everything earlier is the archive. */
export const CURRENT_YEAR_QUERY = `*[_id == "settings"][0].currentYear`

export interface FestivalYear {
  year: number
  /** The published id of that year's festival, e.g. `festival.2024`. */
  festivalId: string
}

/**
 * The festival years, newest first, each once, from the answer of FESTIVALS_QUERY. A festival
 * that exists both as draft and published is one year; its id is the published one.
 */
export const festivalYears = (festivals: unknown): FestivalYear[] => {
  if (!Array.isArray(festivals)) return []
  const idByYear = new Map<number, string>()
  for (const entry of festivals) {
    if (typeof entry !== 'object' || entry === null) continue
    const year: unknown = 'year' in entry ? entry.year : undefined
    const id: unknown = '_id' in entry ? entry._id : undefined
    if (!isFestivalYear(year) || typeof id !== 'string') continue
    const published = id.replace(/^drafts\./, '')
    // Prefer the conventional festival.<year> id if an odd duplicate exists.
    if (!idByYear.has(year) || published === `festival.${year}`) idByYear.set(year, published)
  }
  return [...idByYear].map(([year, festivalId]) => ({ year, festivalId })).sort((a, b) => b.year - a.year)
}

const inYear =
  (filter: string) =>
  (year: number): ListFilter => ({ filter, params: { year } })

/** The filters of the Studio's lists. Each takes the values it needs and returns filter + params. */
export const filters = {
  sitesInYear: inYear(`_type == "${site}" && $year in editions[].year`),
  newSitesInYear: inYear(`_type == "${site}" && count(editions[year == $year && newThisYear == true]) > 0`),
  membersOnlySitesInYear: inYear(`_type == "${site}" && count(editions[year == $year && membersOnly == true]) > 0`),
  reservationSitesInYear: inYear(`_type == "${site}" && count(editions[year == $year && reservationRequired == true]) > 0`),
  sitesInYearAndNeighborhood: (year: number, neighborhoodId: string): ListFilter => ({
    filter: `_type == "${site}" && $year in editions[].year && neighborhood._ref == $neighborhood`,
    params: { year, neighborhood: neighborhoodId },
  }),
  sitesInNeighborhood: (neighborhoodId: string): ListFilter => ({
    filter: `_type == "${site}" && neighborhood._ref == $neighborhood`,
    params: { neighborhood: neighborhoodId },
  }),
  /** Buildings entered but never put in a festival: easy to forget, so they get their own list. */
  sitesWithoutEditions: (): ListFilter => ({
    filter: `_type == "${site}" && count(coalesce(editions, [])) == 0`,
    params: {},
  }),
  eventsInYear: inYear(`_type == "${event}" && year == $year`),
  cancelledEvents: (): ListFilter => ({ filter: `_type == "${event}" && cancelled == true`, params: {} }),
  cityTours: (): ListFilter => ({ filter: `_type == "${tour}" && kind == "city"`, params: {} }),
  festivalToursInYear: inYear(`_type == "${tour}" && kind == "festival" && year == $year`),
  trailsInYear: inYear(`_type == "${trail}" && $year in years`),
  neighborhoodsInYear: inYear(`_type == "${neighborhood}" && $year in years`),
  pointsOfInterestInYear: inYear(`_type == "${pointOfInterest}" && $year in years`),
  pointsOfInterestOfCategory: (category: string): ListFilter => ({
    filter: `_type == "${pointOfInterest}" && category == $category`,
    params: { category },
  }),
  /**
   * The stops a trail lists, in the trail's draft or its published version (an editor adding a
   * stop sees it here before publishing the trail).
   */
  /**
   * The documents of a translated type that still lack `language`: no entry for it, or an entry
   * missing a text the default language has (TRANSLATED_TYPES says which texts count).
   */
  lackingTranslation: (type: TranslatedType, language: string): ListFilter => {
    const entry = 'translations[language == $language][0]'
    const missing = TRANSLATED_TYPES[type].checked.map((field) => `(defined(${field}) && !defined(${entry}.${field}))`)
    return { filter: `_type == "${type}" && (!defined(${entry}) || ${missing.join(' || ')})`, params: { language } }
  },
  stopsOfTrail: (trailId: string): ListFilter => ({
    filter: `_type == "${stop}" && _id in *[_id in [$trail, "drafts." + $trail]].stops[]._ref`,
    params: { trail: trailId },
  }),
} as const

/** The festival's other languages, for the translation lists. */
export const OTHER_LANGUAGES_QUERY = `*[_id == "settings"][0].languages.others`

/** The answer of OTHER_LANGUAGES_QUERY as a list of language codes (none when unset). */
export const otherLanguages = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((language): language is string => typeof language === 'string') : []

/** Festivals and the current year in one round trip, for the year lists. */
export const YEARS_QUERY = `{"festivals": ${FESTIVALS_QUERY}, "currentYear": ${CURRENT_YEAR_QUERY}}`

export interface YearEntry extends FestivalYear {
  /** "2026 (current)", "2025", "2027 (upcoming)": what the list shows. */
  label: string
}

/** The answer of YEARS_QUERY as list entries, newest first, the current and upcoming ones marked. */
export const yearEntries = (answer: unknown): YearEntry[] => {
  const festivals = typeof answer === 'object' && answer !== null && 'festivals' in answer ? answer.festivals : []
  const current = typeof answer === 'object' && answer !== null && 'currentYear' in answer ? answer.currentYear : undefined
  return festivalYears(festivals).map((entry) => ({
    ...entry,
    label: !isFestivalYear(current)
      ? String(entry.year)
      : entry.year === current
        ? `${entry.year} (current)`
        : entry.year > current
          ? `${entry.year} (upcoming)`
          : String(entry.year),
  }))
}

/** The archive entries of YEARS_QUERY's answer: the years before the current one. */
export const archiveEntries = (answer: unknown): YearEntry[] => {
  const current = typeof answer === 'object' && answer !== null && 'currentYear' in answer ? answer.currentYear : undefined
  return isFestivalYear(current) ? yearEntries(answer).filter(({ year }) => year < current) : []
}
