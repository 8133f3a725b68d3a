import type { NextConfig } from 'next'

// Headers every response carries (DESIGN §10). Framing is refused except by the site itself (the
// /ohc-admin Studio's Presentation tool) and a standalone Studio at SANITY_STUDIO_URL; the /iframe
// routes of a later issue open it to the configured embedders.
const studioOrigin = process.env.SANITY_STUDIO_URL ? new URL(process.env.SANITY_STUDIO_URL).origin : undefined

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  { key: 'Content-Security-Policy', value: `frame-ancestors 'self'${studioOrigin ? ` ${studioOrigin}` : ''}` },
  // X-Frame-Options cannot name another origin: only sent when no outside Studio may frame the site.
  ...(studioOrigin ? [] : [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]),
]

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@ohc/schemas', '@ohc/studio'],
  typescript: { tsconfigPath: 'tsconfig.json' },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The Studio is for editors only: keep it out of search engines.
      { source: '/ohc-admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/ohc-admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ]
  },
}

export default config
