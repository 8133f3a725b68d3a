import { config, readConfig, type Env } from '@/platform/config'

// The frame-ancestors policy of the /iframe pages, read from the environment when the
// server starts, so an embedder is added without a rebuild: the site itself, a standalone Studio
// (SANITY_STUDIO_URL) and OHC_FRAME_ORIGINS. Set by proxy.ts on every /iframe response; every other
// page gets next.config.ts's fixed "frame-ancestors 'self'".

export function isFramePath(pathname: string): boolean {
  return pathname === '/iframe' || pathname.startsWith('/iframe/')
}

/** `env`: another environment than this process's (tests). */
export function frameAncestorsPolicy(env?: Env): string {
  const { origins, originsProblem, studioOrigin: studio } = (env ? readConfig(env) : config()).frame
  // A typo must not take the site down: the frames are then refused everywhere but here.
  if (originsProblem) console.error(originsProblem)
  return `frame-ancestors ${["'self'", ...(studio ? [studio] : []), ...origins].join(' ')}`
}
