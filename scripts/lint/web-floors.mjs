// The floors of web/src: each top folder may import only folders on lower floors (a higher number
// stands above a lower one), so a change near the ground never has to know about the pages above
// it. docs/architecture.md draws the same table and says what each floor is for; the lint rule in
// ./web-layers.mjs holds the code to it.

export const FLOORS = {
  // 1. Foundation: configuration and the environment, plain time, geometry, the page table, the
  // fair draw (pure: node:crypto only).
  platform: 1,
  time: 1,
  geo: 1,
  'page-table': 1,
  draws: 1,
  // 2. Small shared helpers: errors, framing, SEO, lists, prices, iCalendar, the browser's state;
  // the offline worker (built on its own, it imports nothing of the app; the page imports its names);
  // ticket ids and their signed codes (pure, Node's crypto only).
  lib: 2,
  worker: 2,
  tickets: 2,
  // "Plan my day": the order and times of a day's stops within their hours and bookings (pure, time and geo only).
  planner: 2,
  // Where the festival stands (announced, programme, weekend, over): pure, from its dates and the clock.
  festival: 2,
  // 3. The sources: the app database, email, the content source and its queries.
  db: 3,
  email: 3,
  sanity: 3,
  // 4. The content readers and the records they shape.
  content: 4,
  // Scheduled work: each job once per time slot across server processes, claimed in the app database.
  jobs: 4,
  // 5. Who is asking: sign-in and membership.
  auth: 5,
  members: 5,
  // Visitors' view of the line at each site, from the hosts' reports.
  waits: 5,
  // 6. The request layer: the viewer of a request, the JSON route helper, signed-in pages.
  http: 6,
  // 7-9. The domains: rules and view models, each above what it uses.
  sites: 7,
  programme: 7,
  status: 7,
  forms: 7,
  hosts: 7,
  itineraries: 8,
  reservations: 8,
  account: 9,
  // Fair booking above the bookings it makes: ballots, waitlists, offers, tickets, walk-ups.
  places: 9,
  ops: 9,
  'list-addresses': 9,
  // 10. The public content API's handlers, its OpenAPI document and the publish webhook.
  'content-api': 10,
  // The site's scheduled jobs, gathered from the domains below, and what starts them: the timer, the tick route.
  schedule: 10,
  // 11. React components.
  components: 11,
  // 12. Entry points: Next's routes and pages, the proxy, instrumentation, the command lines.
  app: 12,
  cli: 12,
  '.': 12,
}

/**
 * Imports that run up a floor or across one, each on purpose. A pair is [importing file, imported
 * folder]; the reason is written beside it here and in docs/architecture.md.
 */
export const UPWARD_EXCEPTIONS = []
