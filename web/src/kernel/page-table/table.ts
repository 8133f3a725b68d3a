// Every page route of the site in one table: its path pattern, the page template that renders it,
// its layout, and whether it is also served in a frame under /iframe. `sample` is a path that
// exists in the demo dataset, so a test can walk the whole table and expect 200 and the template.
// Each template marks its outermost element with data-template="<template>".

export type Layout = 'default' | 'archives' | 'static' | 'iframe'

export type Template =
  | 'home'
  | 'archived-home'
  | 'page'
  | 'login'
  | 'newsletter-confirm'
  | 'sites-list'
  | 'site'
  | 'stops-list'
  | 'stop'
  | 'tours-list'
  | 'tour'
  | 'events-list'
  | 'event'
  | 'neighborhoods-list'
  | 'neighborhood'
  | 'archive-years'
  | 'archived-sites-images'
  | 'archived-site'
  | 'my-ohc'
  | 'my-events'
  | 'my-site-tours'
  | 'my-places'
  | 'my-itineraries'
  | 'shared-itinerary'
  | 'host-sites'
  | 'host-tool'
  | 'ops'
  | 'studio'

export interface RouteEntry {
  /** Next-style pattern: [param] one segment, [...param] one or more. */
  pattern: string
  template: Template
  layout: Layout
  /** Also under /iframe with the frame layout. */
  frame: boolean
  /** A path of this route that exists in the demo dataset. */
  sample: string
  /** Signed-in only: a signed-out visitor is redirected to /login. */
  signedIn?: boolean
  /** Only for this role (a host of the sample's site, the centre's staff): anyone else signed in
   *  gets 403, so the walks with an ordinary account leave it out and the role's own tests visit it. */
  role?: 'host' | 'staff'
  /** Its words are in its address's language (/es/…): the interface's from the catalogues and the
   *  content's translations. Other pages show their default-language words at every address. */
  translated?: boolean
  /** No demo document stands behind this route: its sample is made by a test (a member's share
   *  link), so the walks over the table leave it out and that test visits it. */
  sampleMadeByTest?: boolean
}

/** The centre's pages: each is a `page` document at this path, rendered from its blocks. */
export const CENTRE_PAGES = [
  'test',
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
] as const

const centre: RouteEntry[] = CENTRE_PAGES.map((path) => ({
  pattern: `/${path}`,
  template: 'page',
  layout: 'static',
  frame: path === 'connect',
  sample: `/${path}`,
}))

export const ROUTES: RouteEntry[] = [
  { pattern: '/', template: 'home', layout: 'default', frame: true, sample: '/', translated: true },
  { pattern: '/login', template: 'login', layout: 'default', frame: true, sample: '/login' },
  { pattern: '/newsletter/confirm', template: 'newsletter-confirm', layout: 'default', frame: false, sample: '/newsletter/confirm' },
  ...centre,
  { pattern: '/sites', template: 'sites-list', layout: 'default', frame: true, sample: '/sites', translated: true },
  {
    pattern: '/sites/[...site]',
    template: 'site',
    layout: 'default',
    frame: true,
    sample: '/sites/abernathy-cold-storage',
    translated: true,
  },
  { pattern: '/stops', template: 'stops-list', layout: 'default', frame: false, sample: '/stops', translated: true },
  {
    pattern: '/stops/[...stop]',
    template: 'stop',
    layout: 'default',
    frame: false,
    sample: '/stops/boulevards-by-bike-stop-1',
    translated: true,
  },
  { pattern: '/tours', template: 'tours-list', layout: 'default', frame: true, sample: '/tours', translated: true },
  {
    pattern: '/tours/[...tour]',
    template: 'tour',
    layout: 'default',
    frame: true,
    sample: '/tours/architecture-highlights-by-bus',
    translated: true,
  },
  { pattern: '/events', template: 'events-list', layout: 'default', frame: true, sample: '/events', translated: true },
  {
    pattern: '/events/[...event]',
    template: 'event',
    layout: 'default',
    frame: true,
    sample: '/events/behind-the-scenes-at-novak-center-2026',
    translated: true,
  },
  { pattern: '/neighborhoods', template: 'neighborhoods-list', layout: 'default', frame: true, sample: '/neighborhoods', translated: true },
  {
    pattern: '/neighborhoods/[...neighborhood]',
    template: 'neighborhood',
    layout: 'default',
    frame: true,
    sample: '/neighborhoods/andersonville',
    translated: true,
  },
  { pattern: '/archive', template: 'archive-years', layout: 'archives', frame: true, sample: '/archive' },
  { pattern: '/archive/[year]', template: 'archived-home', layout: 'archives', frame: true, sample: '/archive/2024' },
  {
    pattern: '/archive/sites/images',
    template: 'archived-sites-images',
    layout: 'archives',
    frame: false,
    sample: '/archive/sites/images',
  },
  {
    pattern: '/archive/sites/[...site]',
    template: 'archived-site',
    layout: 'archives',
    frame: true,
    sample: '/archive/sites/abernathy-cold-storage',
  },
  { pattern: '/my-ohc', template: 'my-ohc', layout: 'default', frame: true, sample: '/my-ohc', signedIn: true, translated: true },
  {
    pattern: '/my-ohc/events',
    template: 'my-events',
    layout: 'default',
    frame: true,
    sample: '/my-ohc/events',
    signedIn: true,
    translated: true,
  },
  {
    pattern: '/my-ohc/site-tours',
    template: 'my-site-tours',
    layout: 'default',
    frame: true,
    sample: '/my-ohc/site-tours',
    signedIn: true,

    translated: true,
  },
  {
    pattern: '/my-ohc/places',
    template: 'my-places',
    layout: 'default',
    frame: true,
    sample: '/my-ohc/places',
    signedIn: true,
    translated: true,
  },
  {
    pattern: '/my-ohc/itineraries',
    template: 'my-itineraries',
    layout: 'default',
    frame: true,
    sample: '/my-ohc/itineraries',
    signedIn: true,

    translated: true,
  },
  {
    pattern: '/itineraries/shared/[token]',
    template: 'shared-itinerary',
    layout: 'default',
    frame: false,
    sample: '/itineraries/shared/made-by-a-test',
    sampleMadeByTest: true,

    translated: true,
  },
  { pattern: '/host', template: 'host-sites', layout: 'default', frame: false, sample: '/host', signedIn: true },
  {
    pattern: '/host/[site]',
    template: 'host-tool',
    layout: 'default',
    frame: false,
    sample: '/host/abernathy-cold-storage',
    signedIn: true,
    role: 'host',
  },
  { pattern: '/ops', template: 'ops', layout: 'default', frame: false, sample: '/ops', signedIn: true, role: 'staff' },
  { pattern: '/ohc-admin/[[...tool]]', template: 'studio', layout: 'static', frame: false, sample: '/ohc-admin' },
]

/** The /iframe versions of the framed routes, same templates in the frame layout. */
export const FRAME_ROUTES: RouteEntry[] = ROUTES.filter((route) => route.frame).map((route) => ({
  ...route,
  pattern: route.pattern === '/' ? '/iframe' : `/iframe${route.pattern}`,
  sample: route.sample === '/' ? '/iframe' : `/iframe${route.sample}`,
  layout: 'iframe',
}))
