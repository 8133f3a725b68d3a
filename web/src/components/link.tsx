'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { useLinkRule } from './frame/frame-link-rule.client'

// The site's links. Every link to a page goes through here, for two reasons.
//
// No prefetching unless asked. Next prefetches every link that scrolls into view, and each
// prefetch brings that route's stylesheets into the document: on a list page that is dozens of
// requests and style recalculations competing with the first paint on a phone (the measured first
// paint moved from ~0.3 s to over 2 s). A click still navigates on the client.
//
// Inside a frame (the iframe layout) a link follows the frame's rule (lib/frame/links.ts): the
// page's /iframe version, or a new tab. Decided while rendering, so the server's HTML is already
// right before any script runs.

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/** A link that navigates on the client (next/link). */
export default function Link({ prefetch = false, href, target, rel, ...props }: LinkProps) {
  const link = useLinkRule()({ href, target, rel })
  return <NextLink prefetch={prefetch} {...props} {...link} />
}
