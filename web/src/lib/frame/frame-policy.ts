import { parseFrameOrigins } from './origins'

// The frame-ancestors policy of the /iframe pages (DESIGN §8), read from the environment when the
// server starts, so an embedder is added without a rebuild: the site itself, a standalone Studio
// (SANITY_STUDIO_URL) and OHC_FRAME_ORIGINS. Set by proxy.ts on every /iframe response; every other
// page gets next.config.ts's fixed "frame-ancestors 'self'".

type Env = Readonly<Record<string, string | undefined>>

export function isFramePath(pathname: string): boolean {
  return pathname === '/iframe' || pathname.startsWith('/iframe/')
}

export function frameAncestorsPolicy(env: Env = process.env): string {
  let origins: string[] = []
  try {
    origins = parseFrameOrigins(env.OHC_FRAME_ORIGINS)
  } catch (error) {
    // A typo must not take the site down: the frames are then refused everywhere but here.
    console.error(error instanceof Error ? error.message : error)
  }
  const studio = env.SANITY_STUDIO_URL ? URL.parse(env.SANITY_STUDIO_URL)?.origin : undefined
  return `frame-ancestors ${["'self'", ...(studio ? [studio] : []), ...origins].join(' ')}`
}
