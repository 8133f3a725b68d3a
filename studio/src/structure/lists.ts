// Builders for the Studio's lists: a filtered document list, a list of festival years, and the
// per-year lists of sites, events and festival tours that both the main sections and the archive use.
import type { SanityClient } from 'sanity'
import type { CollectionBuilder, StructureBuilder } from 'sanity/structure'
import { DOCUMENT_TYPES, TRANSLATED_TYPES, type TranslatedType } from '@ohc/schemas/names'
import { TEMPLATE_IDS, typeTemplates } from '../templates'
import {
  API_VERSION,
  CURRENT_YEAR_QUERY,
  type ListFilter,
  OTHER_LANGUAGES_QUERY,
  YEARS_QUERY,
  type YearEntry,
  filters,
  otherLanguages,
  yearEntries,
} from './filters'

type SortOrder = { field: string; direction: 'asc' | 'desc' }

/** How each type's lists are sorted: what an editor scans them by. */
const ORDER: Record<string, SortOrder[]> = {
  [DOCUMENT_TYPES.site]: [{ field: 'name', direction: 'asc' }],
  [DOCUMENT_TYPES.event]: [{ field: 'start', direction: 'asc' }],
  [DOCUMENT_TYPES.tour]: [{ field: 'title', direction: 'asc' }],
  [DOCUMENT_TYPES.festival]: [{ field: 'year', direction: 'desc' }],
  [DOCUMENT_TYPES.neighborhood]: [{ field: 'name', direction: 'asc' }],
  [DOCUMENT_TYPES.trail]: [{ field: 'title', direction: 'asc' }],
  [DOCUMENT_TYPES.stop]: [{ field: 'title', direction: 'asc' }],
  [DOCUMENT_TYPES.pointOfInterest]: [{ field: 'name', direction: 'asc' }],
}

export interface Template {
  id: string
  params?: Record<string, unknown>
}

/** The template that creates a document belonging in a year's list of `type`, if there is one. */
const yearTemplate = (type: string, year: number): Template | undefined => {
  if (type === DOCUMENT_TYPES.site) return { id: TEMPLATE_IDS.siteInYear, params: { year } }
  if (type === DOCUMENT_TYPES.event) return { id: TEMPLATE_IDS.eventInYear, params: { year } }
  if (type === DOCUMENT_TYPES.tour) return { id: TEMPLATE_IDS.festivalTourInYear, params: { year } }
  return undefined
}

/** "Spanish (es)": how an editor knows a language code. */
const languageTitle = (code: string) => {
  const name = (() => {
    try {
      return new Intl.DisplayNames(['en'], { type: 'language' }).of(code)
    } catch {
      return undefined
    }
  })()
  return name && name !== code ? `${name} (${code})` : code
}

export const makeLists = (S: StructureBuilder, client: SanityClient) => {
  /** A document list of `type` narrowed by a filter; new documents come from `templates`. */
  const documents = (id: string, title: string, type: string, { filter, params }: ListFilter, templates?: Template[]) => {
    const list = S.documentList()
      .id(id)
      .title(title)
      .schemaType(type)
      .apiVersion(API_VERSION)
      .filter(filter)
      .params(params)
      .defaultOrdering(ORDER[type] ?? [])
    return templates
      ? list.initialValueTemplates(templates.map(({ id: templateId, params: p }) => S.initialValueTemplateItem(templateId, p)))
      : list
  }

  /** A list item that opens a filtered document list. */
  const filtered = (id: string, title: string, type: string, filter: ListFilter, templates?: Template[]) =>
    S.listItem()
      .id(id)
      .title(title)
      .schemaType(type)
      .child(documents(id, title, type, filter, templates))

  /** "All <type>" with the type's own templates. */
  const all = (title: string, type: string) =>
    S.listItem()
      .id(`all-${type}`)
      .title(title)
      .schemaType(type)
      .child(
        S.documentTypeList(type)
          .title(title)
          .defaultOrdering(ORDER[type] ?? [])
          .initialValueTemplates(typeTemplates(type).map((id) => S.initialValueTemplateItem(id))),
      )

  /**
   * An item that opens one entry per festival year, newest first, read from the festival
   * documents when it opens, so a new year appears without a code change.
   */
  const years = (id: string, title: string, perYear: (entry: YearEntry) => CollectionBuilder) =>
    S.listItem()
      .id(id)
      .title(title)
      .child(async () => {
        const entries = yearEntries(await client.fetch(YEARS_QUERY))
        return S.list()
          .id(id)
          .title(title)
          .items(entries.map((entry) => S.listItem().id(String(entry.year)).title(entry.label).child(perYear(entry))))
      })

  /** An item for the current festival year, resolved when it opens (it moves on at rollover). */
  const currentYear = (id: string, title: string, forYear: (year: number) => CollectionBuilder) =>
    S.listItem()
      .id(id)
      .title(title)
      .child(async () => {
        const year: unknown = await client.fetch(CURRENT_YEAR_QUERY)
        if (typeof year !== 'number') {
          return S.list().id(id).title('Set the current year in Settings first').items([])
        }
        return forYear(year)
      })

  /** A year's sites: all of them, the flagged ones, and by neighborhood. */
  const sitesOfYear = (year: number) => {
    const template = yearTemplate(DOCUMENT_TYPES.site, year)
    const templates = template ? [template] : undefined
    return S.list()
      .id(`sites-${year}`)
      .title(`Sites ${year}`)
      .items([
        filtered('all', `All sites in ${year}`, DOCUMENT_TYPES.site, filters.sitesInYear(year), templates),
        filtered('new', `New in ${year}`, DOCUMENT_TYPES.site, filters.newSitesInYear(year), templates),
        filtered('members-only', 'Members only', DOCUMENT_TYPES.site, filters.membersOnlySitesInYear(year), templates),
        filtered('reservation', 'Reservation required', DOCUMENT_TYPES.site, filters.reservationSitesInYear(year), templates),
        S.listItem()
          .id('by-neighborhood')
          .title('By neighborhood')
          .child(
            S.documentTypeList(DOCUMENT_TYPES.neighborhood)
              .title(`Sites ${year} by neighborhood`)
              .defaultOrdering(ORDER[DOCUMENT_TYPES.neighborhood] ?? [])
              .child((neighborhoodId) =>
                documents(
                  `sites-${year}-${neighborhoodId}`,
                  `Sites ${year}`,
                  DOCUMENT_TYPES.site,
                  filters.sitesInYearAndNeighborhood(year, neighborhoodId),
                  templates,
                ),
              ),
          ),
      ])
  }

  const eventsOfYear = (year: number) => {
    const template = yearTemplate(DOCUMENT_TYPES.event, year)
    return documents(
      `events-${year}`,
      `Events ${year}`,
      DOCUMENT_TYPES.event,
      filters.eventsInYear(year),
      template ? [template] : undefined,
    )
  }

  const festivalToursOfYear = (year: number) => {
    const template = yearTemplate(DOCUMENT_TYPES.tour, year)
    return documents(
      `tours-${year}`,
      `Festival tours ${year}`,
      DOCUMENT_TYPES.tour,
      filters.festivalToursInYear(year),
      template ? [template] : undefined,
    )
  }

  /**
   * What still lacks a translation: one entry per other language in the settings (read when it
   * opens, so a language added there appears at once), each listing, type by type, the documents
   * whose words are not yet in that language.
   */
  const untranslated = (id: string, title: string) =>
    S.listItem()
      .id(id)
      .title(title)
      .child(async () => {
        const languages = otherLanguages(await client.fetch(OTHER_LANGUAGES_QUERY))
        if (languages.length === 0) return S.list().id(id).title('Add other languages in Settings first').items([])
        return S.list()
          .id(id)
          .title(title)
          .items(
            languages.map((language) =>
              S.listItem()
                .id(language)
                .title(`Not yet in ${languageTitle(language)}`)
                .child(
                  S.list()
                    .id(`${id}-${language}`)
                    .title(`Not yet in ${languageTitle(language)}`)
                    .items(
                      (Object.keys(TRANSLATED_TYPES) as TranslatedType[]).map((type) =>
                        filtered(`${type}-${language}`, TRANSLATED_TYPES[type].title, type, filters.lackingTranslation(type, language)),
                      ),
                    ),
                ),
            ),
          )
      })

  return { documents, filtered, all, years, currentYear, untranslated, sitesOfYear, eventsOfYear, festivalToursOfYear }
}

export type Lists = ReturnType<typeof makeLists>
