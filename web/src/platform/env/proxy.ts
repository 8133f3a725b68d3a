import { z } from 'zod'
import { readVariables, type Env } from './read'

// How many proxies in front of the server may be believed about the client's address
// (X-Forwarded-For): none unless configured, since any client can send that header itself.
// Vercel's edge replaces the header with the address it saw, so there it counts as one.

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
})

export interface ProxyConfig {
  /** The trusted proxy hops in front of the server (see platform/client-address.ts). */
  trustedHops: number
}

export function readProxyConfig(env: Env): ProxyConfig {
  const vars = readVariables(proxySchema, env, 'proxy')
  return { trustedHops: vars.OHC_TRUSTED_PROXIES ?? (vars.VERCEL ? 1 : 0) }
}
