import { draftMode } from 'next/headers'
import type { SanityClient } from 'next-sanity'
import { createLakeClient } from '@/content/sanity/client'
import { config } from '@/platform/config'
import { sourceKind } from './reader'

// Whether this request previews drafts: Next's draft mode is on (set by /api/draft-mode/enable
// after the Studio's Presentation tool proved its secret), and there is a Content Lake to read
// drafts from. The public API never previews.

export async function isPreview(): Promise<boolean> {
  if (sourceKind() !== 'lake') return false
  return (await draftMode()).isEnabled
}

/**
 * The Content Lake client that checks the Studio's one-time preview secret, or null when drafts
 * cannot be previewed here (no Sanity project, or no read token to see drafts with).
 */
export function previewSecretClient(): SanityClient | null {
  const env = config().content
  return env.kind === 'lake' && env.token ? createLakeClient(env) : null
}
