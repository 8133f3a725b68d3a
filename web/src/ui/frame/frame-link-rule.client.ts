'use client'

import { createContext, useContext } from 'react'
import type { FramedLinkInput, LinkAttributes } from '@/platform/frame/links'
import { useLocalPath } from '../language/language-links.client'

// Which rule the site's links follow where they are rendered: as written, or inside a frame the
// frame's (set by the iframe layout through FrameLinks). Only the context lives here, so every
// page's links can read it without carrying the frame's route table.

export type LinkRule = (link: FramedLinkInput) => LinkAttributes

const asWritten: LinkRule = ({ href, target, rel }) => ({ href, target, rel })

export const FrameLinkContext = createContext<LinkRule>(asWritten)

/** The rule for links rendered here: the frame's inside the iframe layout, else links as written. */
export function useLinkRule(): LinkRule {
  return useContext(FrameLinkContext)
}

/**
 * Where a navigation made in code (router.push, a form's action) should go from here: as a link
 * would (ui/link.tsx), the frame's rule first, then the page's language (/es/…).
 */
export function useSiteHref(): (href: string) => string {
  const rule = useLinkRule()
  const local = useLocalPath()
  return (href) => local(rule({ href }).href)
}
