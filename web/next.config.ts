import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'
import { FORM_POST_MAX_BYTES } from '@/platform/body-limits'
import { LANGUAGE_SEGMENT } from '@/platform/language-segment'
import { PAGE_CACHE_MAX_BYTES } from '@/platform/cache/bounds'
import { personalHeaderRules } from '@/platform/personal-paths'
import { precompressedHeaderRules } from '@/platform/precompressed'

// Headers every response carries. Who may frame a page (the configured embedders, /iframe pages
// only) is part of each page's content security policy, which src/proxy.ts sets at run time;
// X-Frame-Options, for browsers without CSP, can name no other origin, so it is sent only where no
// outside Studio (SANITY_STUDIO_URL, read at build time) may frame the site, and never on /iframe.
const studioOrigin = process.env.SANITY_STUDIO_URL ? new URL(process.env.SANITY_STUDIO_URL).origin : undefined

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
]

// The host tool scans tickets with the phone's camera (door/ui/host/ticket-scanner.client.tsx): its
// pages, and only they, may ask for it. A later header of the same name replaces the one above.
const hostToolPermissions = [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self)' }]

const siteFraming = studioOrigin ? [] : [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]

// The API answers data, never a document to render: nothing may load from it or frame it but the site.
const apiPolicy = [
  { key: 'Content-Security-Policy', value: `default-src 'none'; frame-ancestors 'self'${studioOrigin ? ` ${studioOrigin}` : ''}` },
]

// One id per build, shared by the server and the browser code (inlined below), so open tabs can
// tell a new deployment from their own (/builds/latest.json). Set in process.env so that Next's
// build workers, which load this file again, agree on it.
process.env.OHC_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
process.env.OHC_BUILD_TIME ||= new Date().toISOString()
const buildId = process.env.OHC_BUILD_ID
const buildTime = process.env.OHC_BUILD_TIME

const config: NextConfig = {
  // The bench builds generated datasets (×10, ×100) beside the site's own build, never over it.
  distDir: process.env.OHC_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Behind nginx (docs/operations.md, "A cache in front") nginx compresses, once per answer it
  // sends, and keeps plain copies in its cache: OHC_COMPRESS=off there. `next start` reads this
  // file when it starts, so the setting is the running server's, not the build's.
  compress: process.env.OHC_COMPRESS !== 'off',
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@ohc/lake', '@ohc/schemas', '@ohc/studio'],
  // The test command's build skips the type check: its lint-and-types layer runs tsc over this same
  // tsconfig (tests included), so checking in the build as well would only do the work twice.
  typescript: { tsconfigPath: 'tsconfig.json', ignoreBuildErrors: process.env.OHC_BUILD_SKIP_TYPECHECK === '1' },
  generateBuildId: () => buildId,
  // Bounded caches (src/platform/cache/bounds.ts): pages and data rendered at run time stay in a
  // memory LRU of a fixed size and are never written to disk; 404s are never stored.
  cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs'),
  cacheMaxMemorySize: PAGE_CACHE_MAX_BYTES,
  experimental: {
    isrFlushToDisk: false,
    // Addresses that match no route get app/global-not-found.tsx. A root not-found.tsx would be
    // sent with every page (its header and footer a second time in each page's payload).
    globalNotFound: true,
    // forbidden() answers 403 with the forbidden.tsx of the segment that calls it (app/[lang]/(site)/host/[site] and app/[lang]/(site)/ops): another host's door, /ops for someone not staff.
    authInterrupts: true,
    // A form's fields may be long (a message); the proxy answers 413 above this (platform/errors/form-post.ts).
    serverActions: { bodySizeLimit: FORM_POST_MAX_BYTES },
  },
  env: { NEXT_PUBLIC_OHC_BUILD_ID: buildId, NEXT_PUBLIC_OHC_BUILD_TIME: buildTime },
  // The offline worker's earlier address: a browser that registered it there checks that address
  // for updates, and a 404 would keep its old worker for good. It gets the current worker instead,
  // which then moves to /serwist/sw.js when a page registers that (src/worker/).
  async rewrites() {
    return { beforeFiles: [{ source: '/sw.js', destination: '/serwist/sw.js' }], afterFiles: [], fallback: [] }
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // A page's address in another language starts with the language (/es/host): its rules follow
      // the page's (src/platform/language-segment.ts).
      { source: '/host', headers: hostToolPermissions },
      { source: '/host/:path*', headers: hostToolPermissions },
      { source: `/${LANGUAGE_SEGMENT}/host`, headers: hostToolPermissions },
      { source: `/${LANGUAGE_SEGMENT}/host/:path*`, headers: hostToolPermissions },
      { source: '/', headers: siteFraming },
      // Not /iframe: no X-Frame-Options there (it cannot name embedders), its policy comes from the proxy.
      {
        source: '/:path((?!iframe$|iframe/|[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?/iframe$|[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?/iframe/).*)',
        headers: siteFraming,
      },
      { source: '/api/:path*', headers: apiPolicy },
      // /api/sites gzips its own answers, once per page (src/platform/precompressed.ts): Next
      // drops a route's own Content-Encoding, so the header is set here, when the client accepts gzip.
      ...precompressedHeaderRules(),
      // One person's pages and answers: never kept by a shared cache (src/platform/personal-paths.ts).
      ...personalHeaderRules(),
      // The Studio is for editors only: keep it out of search engines.
      { source: '/ohc-admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/ohc-admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // The embeddable copies point their canonical at the originals; keep the copies out of indexes.
      { source: '/iframe', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      { source: '/iframe/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      { source: `/${LANGUAGE_SEGMENT}/iframe`, headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      { source: `/${LANGUAGE_SEGMENT}/iframe/:path*`, headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
    ]
  },
}

// Serwist bundles the offline worker with esbuild inside a route (src/app/serwist/[path]/route.ts):
// esbuild stays a package the server loads, not one Turbopack bundles.
export default withSerwist(config)
