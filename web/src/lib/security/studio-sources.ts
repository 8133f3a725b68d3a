// What the Studio at /ohc-admin loads from Sanity, added to the site's policy on /ohc-admin only
// (the site's own sources stay: the root layout, with its tag manager, wraps the Studio too).
// Read from sanity 6.9 and next-sanity 13, the versions in the lockfile; docs/operations.md
// ("Security") lists the same with where each was found. Re-read them when either is upgraded.
//
// Already in the site's policy and used by the Studio as well: connect-src https://*.api.sanity.io
// (the project's API, <projectId>.api.sanity.io: the signed-in user, login providers, queries,
// mutations, listeners over EventSource, uploads) and wss://*.api.sanity.io (presence, the
// project's /socket); img-src https://cdn.sanity.io (image previews).
//
// Not here, on purpose: module auto-updates from sanity-cdn.com (off in studio/sanity.cli.ts, and
// Sanity serves them only to Studios it builds, not embedded ones), Sanity's error reporting to
// api.sanity.io (switched off in embedded Studios), and the login itself, a navigation to
// api.sanity.io and back, which no fetch directive governs.

export const STUDIO_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': [
    // Sanity's bridge script: next-sanity's NextStudio writes <script type="module"
    // src="https://core.sanity-cdn.com/bridge.js"> into the page, as `sanity build` does for a
    // standalone Studio, to connect the Studio with Sanity's dashboard.
    'https://core.sanity-cdn.com',
  ],
  'font-src': [
    // Inter, the Studio's typeface: `sanity` imports @sanity-labs/ui-poc/styles.css, whose
    // @font-face rules load InterVariable*.woff2 from this host.
    'https://design-system-static.sanity.io',
  ],
  'img-src': [
    // Editors' avatars come from their login provider (Google, GitHub, an SSO host), and image
    // fields may show any URL an editor pasted: the Studio shows images from any HTTPS host.
    'https:',
  ],
}
