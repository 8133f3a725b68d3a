'use client'

import { useCallback, type ReactNode } from 'react'
import { frameLinkFor } from '@/platform/frame/links'
import { FrameLinkContext, type LinkRule } from './frame-link-rule.client'

// Set by the iframe layout: every link rendered inside it (by ui/link, on the server as
// in the browser) follows the frame's rule, so the HTML itself keeps visitors in the frame.

export function FrameLinks({ siteOrigin, children }: { siteOrigin: string; children: ReactNode }) {
  const rule: LinkRule = useCallback((link) => frameLinkFor(link, siteOrigin), [siteOrigin])
  return <FrameLinkContext value={rule}>{children}</FrameLinkContext>
}
