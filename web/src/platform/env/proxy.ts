import { z } from 'zod'
import { readVariables, wholeNumber, type Env } from './read'

// How many proxies in front of the server may be believed about the client's address
// (X-Forwarded-For): none unless configured, since any client can send that header itself.
// Vercel's edge replaces the header with the address it saw, so there it counts as one.
// And how long the server's edge serves its copy of a public answer (platform/burst-cache.ts).

/** How long a public answer's copy is served by default (OHC_BURST_CACHE_MS): one second. */
export const DEFAULT_BURST_MS = 1_000

export const proxySchema = z.object({
  // Optional. The number of proxies in front of this server whose X-Forwarded-For entries are
  // believed (0: the address the connection comes from). Default 0, on Vercel 1.
  OHC_TRUSTED_PROXIES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of proxies (0 when clients connect directly)')
    .transform(Number)
    .pipe(z.number().max(10, 'must be at most 10'))
    .optional(),
  // Set by Vercel on its servers.
  VERCEL: z.string().optional(),
  // Optional. Milliseconds a public answer's copy is served again before Next renders it anew,
  // 0 to 10000; 0 turns it off. Default 1000.
  OHC_BURST_CACHE_MS: wholeNumber(DEFAULT_BURST_MS, 10_000, {
    whole: 'must be a whole number of milliseconds (0 turns the copy off)',
    most: 'must be at most 10000 (ms)',
  }),
})

export interface ProxyConfig {
  /** The trusted proxy hops in front of the server (see platform/client-address.ts). */
  trustedHops: number
  /** How long the edge serves a public answer's copy (0: never). */
  burstMs: number
}

export function readProxyConfig(env: Env): ProxyConfig {
  const vars = readVariables(proxySchema, env, 'proxy')
  return { trustedHops: vars.OHC_TRUSTED_PROXIES ?? (vars.VERCEL ? 1 : 0), burstMs: vars.OHC_BURST_CACHE_MS }
}
