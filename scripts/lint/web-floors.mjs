// The rooms and floors of web/src. A room is a top folder named for what the festival does
// (programme, booking, door, visitors) or for what serves them all (kernel, platform, content, ui,
// worker, app); inside it, each folder below stands on a floor, and a folder imports only folders
// on lower floors, so a change near the ground never has to know about the pages above it. A
// file belongs to the longest folder of this table that holds it. docs/architecture.md draws the
// same table and says what each folder is for; the lint rule in ./web-layers.mjs holds the code to it.

export const FLOORS = {
  // 1. The kernel: pure helpers that know nothing of the server or the festival.
  'kernel/time': 1,
  'kernel/geo': 1,
  'kernel/text': 1,
  'kernel/browser': 1,
  'kernel/page-table': 1,
  // The fair draw (pure: node:crypto only) and the offline worker (built on its own; it imports
  // nothing of the app, and the page imports only its cache names).
  'booking/draw': 1,
  worker: 1,

  // 2. The platform's ground: configuration and the environment, the clock, responses, the
  // server's edge and its caches; a site's opening hours (pure, on the kernel's time).
  platform: 2,
  'programme/hours': 2,

  // 3. Shared web helpers (the catalogues of words among them) and pure rules that stand on the ground.
  'platform/errors': 3,
  'platform/frame': 3,
  'platform/seo': 3,
  'platform/lists': 3,
  'platform/i18n': 3,
  'content/portable-text': 3,
  'booking/tickets': 3,
  'programme/festival': 3,
  'programme/centre': 3,
  'visitors/planner': 3,

  // 4. The sources: the app database, email, the content source and its queries; the content
  // security policy (it knows the frame policy).
  'platform/security': 4,
  'platform/db': 4,
  'platform/email': 4,
  'content/sanity': 4,

  // 5. Each domain's own tables, and scheduled work once per slot.
  'booking/store': 5,
  'door/store': 5,
  'platform/jobs': 5,

  // 6. The content readers and the records they shape.
  content: 6,

  // 7. Who is asking (sign-in, membership) and the line at each door as visitors see it.
  'visitors/auth': 7,
  'visitors/members': 7,
  'door/lines': 7,

  // 8. The request layer: the viewer of a request, the JSON route helper, signed-in pages.
  'platform/http': 8,

  // 9-12. The domains' rules, services and view models, each above what it uses.
  'programme/sites': 9,
  'programme/events': 9,
  'programme/tours': 9,
  'programme/status': 9,
  'programme/json-ld': 9,
  'visitors/forms': 9,
  'door/hosts': 9,
  'visitors/itineraries': 10,
  'booking/reservations': 10,
  'booking/fair': 11,
  'door/ops': 11,
  'visitors/account': 11,
  'content/list-addresses': 11,
  'door/check-in': 12,

  // 13. The public content API (handlers, OpenAPI, the publish webhook) and the scheduled jobs'
  // list, gathered from the domains below.
  'content/api': 13,
  'platform/schedule': 13,

  // 20-24. React: shared UI, then each domain's UI above the UI it uses.
  ui: 20,
  'booking/ui': 22,
  'programme/ui/status': 22,
  'door/ui/lines': 22,
  'visitors/ui/add-to-itinerary': 22,
  'programme/ui': 23,
  'door/ui': 23,
  'visitors/ui': 23,
  'booking/ui/my-places': 24,

  // 30. Entry points: Next's routes and pages, the proxy, instrumentation, the command lines.
  app: 30,
  'platform/cli': 30,
  '.': 30,
}

/**
 * Folders that only their own room may import: a domain's tables are reached through its
 * services, so another room never depends on how a domain stores its rows.
 */
export const INTERNAL = {
  'door/store': 'read the door through door/hosts or door/ops',
}

/**
 * Imports that run up a floor, across one, or into another room's internals, each on purpose. A
 * pair is [importing file, imported folder]; the reason is written beside it here and in
 * docs/architecture.md.
 */
export const UPWARD_EXCEPTIONS = []
