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
// Not here, on purpose: module auto-updates (scripts from sanity-cdn.com: off in
// studio/sanity.cli.ts, and Sanity serves them only to Studios it builds), and the login itself,
// a navigation to api.sanity.io and back, which no fetch directive governs.

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
  'connect-src': [
    // Signed in, the Studio checks that its feedback form can reach Sanity: a POST of an empty
    // report to https://api.sanity.io/vX/intake/feedback, where the form later sends.
    'https://api.sanity.io',
    // Signed in, the Studio asks which version of `sanity` is the latest, to say when an upgrade
    // is out: GET https://sanity-cdn.com/v1/modules/sanity/latest/… (JSON only; no code is loaded
    // from there, script-src stays closed to it).
    'https://sanity-cdn.com',
  ],
  'img-src': [
    // Editors' avatars come from their login provider (Google, GitHub, an SSO host), and image
    // fields may show any URL an editor pasted: the Studio shows images from any HTTPS host.
    'https:',
  ],
}
