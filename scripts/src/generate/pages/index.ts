// Every centre page of the site, one `page` document per route that is not a list or a detail page.

import { YEAR_RANGE } from '@ohc/schemas/names'
import type { Context, Doc } from '../context'
import type { WorldPlan } from '../plan'
import { ABOUT_PAGES } from './about'
import { CITY_TOUR_PAGES } from './city-tours'
import { HOME_PAGES } from './home'
import { buildPage, type PageSpec } from './page'
import { PROGRAM_PAGES } from './programs'
import { VISIT_PAGES } from './visit'

/** The paths of the centre's pages; `home` is `/`. The tests check each one exists. */
export const CENTRE_PAGE_PATHS = [
  'home',
  'about',
  'about-cac',
  'about-ohc',
  'about/contact-us',
  'about/land-acknowledgment',
  'memberships',
  'visit',
  'visit/buy-center-tickets',
  'connect',
  'youth',
  'exhibitions',
  'programs-events',
  'programs-events/youth',
  'city-tours',
  'city-tours/bus',
  'city-tours/walking',
  'city-tours/river-cruise',
  'city-tours/accessibility',
  'accessibility',
  'ohc-home',
  'test',
] as const

export function pageSpecs(ctx: Context): PageSpec[] {
  return [
    ...HOME_PAGES(ctx.currentYear),
    ...ABOUT_PAGES(ctx.currentYear, YEAR_RANGE.min),
    ...VISIT_PAGES(ctx.currentYear),
    ...PROGRAM_PAGES(ctx.currentYear),
    ...CITY_TOUR_PAGES,
  ]
}

export function buildPages(ctx: Context, world: WorldPlan): Doc[] {
  return pageSpecs(ctx)
    .map((spec) => buildPage(ctx, world, spec))
    .sort((a, b) => (a._id < b._id ? -1 : 1))
}
