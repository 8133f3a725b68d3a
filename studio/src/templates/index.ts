// The "new document" templates editors pick from. The current-year ones read settings through the
// template's own client, so they follow a rollover without a code change; the "in year" ones take
// the year as a parameter and are offered only inside that year's lists.
import type { InitialValueResolverContext, Template, TemplateResolver } from 'sanity'
import { DOCUMENT_TYPES } from '@ohc/schemas/names'
import { isFestivalYear } from '@ohc/schemas/rules'
import { API_VERSION } from '../structure/filters'
import { TEMPLATE_CONTEXT_QUERY, cityTour, eventInYear, festivalTourInYear, nextFestival, siteInYear, templateContext } from './values'

export const TEMPLATE_IDS = {
  siteCurrent: 'site-current-festival',
  siteInYear: 'site-in-year',
  eventCurrent: 'event-current-festival',
  eventInYear: 'event-in-year',
  festivalNext: 'festival-next-year',
  cityTour: 'tour-city',
  festivalTourCurrent: 'tour-festival-current',
  festivalTourInYear: 'tour-festival-in-year',
} as const

/** Templates that need a year parameter; the global "Create" menu cannot give one. */
export const PARAMETERISED_TEMPLATES = new Set<string>([TEMPLATE_IDS.siteInYear, TEMPLATE_IDS.eventInYear, TEMPLATE_IDS.festivalTourInYear])

const loadContext = async ({ getClient }: InitialValueResolverContext) =>
  templateContext(await getClient({ apiVersion: API_VERSION }).fetch(TEMPLATE_CONTEXT_QUERY))

const yearParam = (params: unknown): number | undefined =>
  typeof params === 'object' && params !== null && 'year' in params && isFestivalYear(params.year) ? params.year : undefined

const yearParameter = [{ name: 'year', title: 'Festival year', type: 'number' }]

const ourTemplates: Template[] = [
  {
    id: TEMPLATE_IDS.siteCurrent,
    title: 'Site in the current festival',
    schemaType: DOCUMENT_TYPES.site,
    value: async (_params: unknown, context: InitialValueResolverContext) => siteInYear((await loadContext(context)).currentYear),
  },
  {
    id: TEMPLATE_IDS.siteInYear,
    title: 'Site in this festival year',
    schemaType: DOCUMENT_TYPES.site,
    parameters: yearParameter,
    value: (params: unknown) => siteInYear(yearParam(params)),
  },
  {
    id: TEMPLATE_IDS.eventCurrent,
    title: 'Event in the current festival',
    schemaType: DOCUMENT_TYPES.event,
    value: async (_params: unknown, context: InitialValueResolverContext) => {
      const { currentYear, timeZone } = await loadContext(context)
      return eventInYear(currentYear, timeZone)
    },
  },
  {
    id: TEMPLATE_IDS.eventInYear,
    title: 'Event in this festival year',
    schemaType: DOCUMENT_TYPES.event,
    parameters: yearParameter,
    value: async (params: unknown, context: InitialValueResolverContext) =>
      eventInYear(yearParam(params), (await loadContext(context)).timeZone),
  },
  {
    id: TEMPLATE_IDS.festivalNext,
    title: 'Festival for next year',
    schemaType: DOCUMENT_TYPES.festival,
    value: async (_params: unknown, context: InitialValueResolverContext) => nextFestival(await loadContext(context)),
  },
  { id: TEMPLATE_IDS.cityTour, title: 'City tour (year-round)', schemaType: DOCUMENT_TYPES.tour, value: cityTour() },
  {
    id: TEMPLATE_IDS.festivalTourCurrent,
    title: 'Festival site tour in the current festival',
    schemaType: DOCUMENT_TYPES.tour,
    value: async (_params: unknown, context: InitialValueResolverContext) => festivalTourInYear((await loadContext(context)).currentYear),
  },
  {
    id: TEMPLATE_IDS.festivalTourInYear,
    title: 'Festival site tour in this festival year',
    schemaType: DOCUMENT_TYPES.tour,
    parameters: yearParameter,
    value: (params: unknown) => festivalTourInYear(yearParam(params)),
  },
]

// Settings is one document with a fixed id: editors open it, never create it.
const SINGLETON_TYPES = new Set<string>([DOCUMENT_TYPES.settings])

/** Sanity's default template per type (settings left out), then ours. */
export const templates: TemplateResolver = (previous) => [
  ...previous.filter((template) => !SINGLETON_TYPES.has(template.schemaType)),
  ...ourTemplates,
]

export const isSingletonType = (type: string) => SINGLETON_TYPES.has(type)

/**
 * The templates a type's general lists offer, ours first (they fill in the current year), then
 * the blank default; the parameterised ones only make sense inside a year's list.
 */
export const typeTemplates = (type: string): string[] => [
  ...ourTemplates
    .filter((template) => template.schemaType === type && !PARAMETERISED_TEMPLATES.has(template.id))
    .map((template) => template.id),
  type,
]
