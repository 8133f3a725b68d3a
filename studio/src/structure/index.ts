// The Studio's content tree: settings first, then each kind of content grouped the way editors
// look for it (by festival year, by neighborhood, by trail), and the archive of past years.
// @sanity/icons v5 exports each icon from its own subpath.
import { ArchiveIcon } from '@sanity/icons/Archive'
import { BookIcon } from '@sanity/icons/Book'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { CaseIcon } from '@sanity/icons/Case'
import { CogIcon } from '@sanity/icons/Cog'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { HomeIcon } from '@sanity/icons/Home'
import { MarkerIcon } from '@sanity/icons/Marker'
import { PinIcon } from '@sanity/icons/Pin'
import { RocketIcon } from '@sanity/icons/Rocket'
import { StarIcon } from '@sanity/icons/Star'
import { TiersIcon } from '@sanity/icons/Tiers'
import { UsersIcon } from '@sanity/icons/Users'
import type { DocumentActionComponent, NewDocumentOptionsResolver, SanityClient } from 'sanity'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { DOCUMENT_TYPES, POI_CATEGORIES } from '@ohc/schemas/names'
import { PARAMETERISED_TEMPLATES, TEMPLATE_IDS, isSingletonType, typeTemplates } from '../templates'
import { API_VERSION, YEARS_QUERY, archiveEntries, filters } from './filters'
import { makeLists } from './lists'

export const SETTINGS_ID = 'settings'
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

const T = DOCUMENT_TYPES

export const structure: StructureResolver = (S, context) => buildStructure(S, context.getClient({ apiVersion: API_VERSION }))

/** The tree, given the client its year lists read from (tests pass one over a local dataset). */
export const buildStructure = (S: StructureBuilder, client: SanityClient) => {
  const L = makeLists(S, client)

  const settings = S.listItem()
    .title('Settings')
    .id(SETTINGS_ID)
    .icon(CogIcon)
    .child(S.document().schemaType(T.settings).documentId(SETTINGS_ID).title('Settings'))

  const festivals = S.listItem()
    .id('festivals')
    .title('Festivals')
    .icon(CalendarIcon)
    .schemaType(T.festival)
    .child(
      S.documentTypeList(T.festival)
        .title('Festivals, newest first')
        .defaultOrdering([{ field: 'year', direction: 'desc' }])
        .initialValueTemplates(typeTemplates(T.festival).map((id) => S.initialValueTemplateItem(id))),
    )

  const sites = S.listItem()
    .id('sites')
    .title('Sites')
    .icon(HomeIcon)
    .child(
      S.list()
        .id('sites')
        .title('Sites')
        .items([
          L.currentYear('current', 'Current festival', L.sitesOfYear),
          L.years('by-year', 'By year', ({ year }) => L.sitesOfYear(year)),
          S.listItem()
            .id('by-neighborhood')
            .title('By neighborhood')
            .child(
              S.documentTypeList(T.neighborhood)
                .title('Sites by neighborhood')
                .defaultOrdering([{ field: 'name', direction: 'asc' }])
                .child((neighborhoodId) =>
                  L.documents(`sites-${neighborhoodId}`, 'Sites, all years', T.site, filters.sitesInNeighborhood(neighborhoodId)),
                ),
            ),
          L.filtered('not-in-festival', 'Not in any festival yet', T.site, filters.sitesWithoutEditions()),
          S.divider(),
          L.all('All sites', T.site),
        ]),
    )

  const events = S.listItem()
    .id('events')
    .title('Events')
    .icon(StarIcon)
    .child(
      S.list()
        .id('events')
        .title('Events')
        .items([
          L.currentYear('current', 'Current festival', L.eventsOfYear),
          L.years('by-year', 'By year', ({ year }) => L.eventsOfYear(year)),
          L.filtered('cancelled', 'Cancelled', T.event, filters.cancelledEvents()),
          S.divider(),
          L.all('All events', T.event),
        ]),
    )

  const tours = S.listItem()
    .id('tours')
    .title('Tours')
    .icon(RocketIcon)
    .child(
      S.list()
        .id('tours')
        .title('Tours')
        .items([
          L.filtered('city', 'City tours (year-round)', T.tour, filters.cityTours(), [{ id: TEMPLATE_IDS.cityTour }]),
          L.currentYear('current', 'Festival tours: current festival', L.festivalToursOfYear),
          L.years('by-year', 'Festival tours by year', ({ year }) => L.festivalToursOfYear(year)),
          S.divider(),
          L.all('All tours', T.tour),
        ]),
    )

  const trails = S.listItem()
    .id('trails')
    .title('Trails and stops')
    .icon(MarkerIcon)
    .child(
      S.list()
        .id('trails')
        .title('Trails and stops')
        .items([
          L.all('Trails', T.trail),
          S.listItem()
            .id('stops-by-trail')
            .title('Stops by trail')
            .child(
              S.documentTypeList(T.trail)
                .title('Stops by trail')
                .child((trailId) => L.documents(`stops-${trailId}`, 'Stops on this trail', T.stop, filters.stopsOfTrail(trailId))),
            ),
          L.all('All stops', T.stop),
        ]),
    )

  const pointsOfInterest = S.listItem()
    .id('points-of-interest')
    .title('Points of interest')
    .icon(PinIcon)
    .child(
      S.list()
        .id('points-of-interest')
        .title('Points of interest')
        .items([
          ...POI_CATEGORIES.map(({ value, title }) =>
            L.filtered(value, title, T.pointOfInterest, filters.pointsOfInterestOfCategory(value)),
          ),
          S.divider(),
          L.all('All points of interest', T.pointOfInterest),
        ]),
    )

  const supporters = S.listItem()
    .id('supporters')
    .title('Sponsors and partners')
    .icon(UsersIcon)
    .child(
      S.list()
        .id('supporters')
        .title('Sponsors and partners')
        .items([L.all('Sponsors', T.sponsor), L.all('Partners', T.partner)]),
    )

  const archive = S.listItem()
    .id('archive')
    .title('Archive')
    .icon(ArchiveIcon)
    .child(async () => {
      const entries = archiveEntries(await client.fetch(YEARS_QUERY))
      return S.list()
        .id('archive')
        .title('Archive: past festivals')
        .items(
          entries.map(({ year, festivalId }) =>
            S.listItem()
              .id(String(year))
              .title(String(year))
              .child(
                S.list()
                  .id(`archive-${year}`)
                  .title(`Archive ${year}`)
                  .items([
                    S.listItem()
                      .id('festival')
                      .title(`Festival ${year}`)
                      .schemaType(T.festival)
                      .child(S.document().schemaType(T.festival).documentId(festivalId)),
                    S.listItem().id('sites').title('Sites').child(L.sitesOfYear(year)),
                    S.listItem().id('events').title('Events').child(L.eventsOfYear(year)),
                    S.listItem().id('tours').title('Festival tours').child(L.festivalToursOfYear(year)),
                    L.filtered('neighborhoods', 'Neighborhoods featured', T.neighborhood, filters.neighborhoodsInYear(year)),
                    L.filtered('trails', 'Trails', T.trail, filters.trailsInYear(year)),
                    L.filtered('points-of-interest', 'Points of interest', T.pointOfInterest, filters.pointsOfInterestInYear(year)),
                  ]),
              ),
          ),
        )
    })

  return S.list()
    .title('Content')
    .items([
      settings,
      S.divider(),
      festivals,
      sites,
      S.documentTypeListItem(T.neighborhood).title('Neighborhoods').icon(TiersIcon),
      events,
      tours,
      trails,
      pointsOfInterest,
      S.divider(),
      supporters,
      S.documentTypeListItem(T.page).title('Pages').icon(DocumentsIcon),
      S.documentTypeListItem(T.exhibition).title('Exhibitions').icon(CaseIcon),
      S.documentTypeListItem(T.membershipLevel).title('Membership levels').icon(BookIcon),
      S.divider(),
      archive,
      L.untranslated('translations', 'Translations'),
    ])
}

/**
 * The global "Create" menu: no singletons, and no template that needs a year parameter (those
 * are offered inside the year lists, which supply the year).
 */
export const newDocumentOptions: NewDocumentOptionsResolver = (previous, { creationContext }) =>
  previous.filter(
    (item) => !isSingletonType(item.templateId) && (creationContext.type !== 'global' || !PARAMETERISED_TEMPLATES.has(item.templateId)),
  )

/** Settings can be published, reverted and restored, never duplicated, unpublished or deleted. */
export const singletonActions = (previous: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] =>
  isSingletonType(schemaType) ? previous.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action)) : previous
