import { createClient, type SanityClient } from 'next-sanity'
import type { ContentConfig } from '@/platform/config'

// The Content Lake client, used when a Sanity project is configured. Published content only;
// the CDN serves it unless a token is set (tokens bypass the CDN for fresher, private reads).
// `timeout` bounds each attempt; source.ts bounds the whole read, retries included.

export function createLakeClient(env: Extract<ContentConfig, { kind: 'lake' }>): SanityClient {
  return createClient({
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: env.apiVersion,
    token: env.token,
    useCdn: !env.token && !env.apiHost,
    perspective: 'published',
    timeout: env.timeoutMs,
    ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
  })
}
