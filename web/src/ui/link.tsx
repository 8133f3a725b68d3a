'use client'

import type { ComponentProps } from 'react'
import { useLinkRule } from './frame/frame-link-rule.client'
import { useLocalPath } from './language/language-links.client'

// The site's links. Every link to a page goes through here.
//
// A plain <a>: following a link is a page load. The pages are static and served from the cache,
// the scripts come from the browser's cache, and not carrying the client router's link component
// keeps every page's first-load JavaScript 3.6 KB gzip lighter (measured against an empty Next.js
// page with and without one next/link). Filters still update a list in place (the router, from
// the filter form), and a stale tab after a deployment cannot mix two builds.
//
// A link is written as the default language's path (/sites) and leads to the page in the page's
// language (/es/sites, ui/language/). Inside a frame (the iframe layout) it then follows the
// frame's rule (platform/frame/links.ts): the page's /iframe version, or a new tab. Decided while
// rendering, so the server's HTML is already right before any script runs.

export type LinkProps = ComponentProps<'a'> & { href: string }

export default function Link({ href, target, rel, download, ...props }: LinkProps) {
  const local = useLocalPath()
  const link = useLinkRule()({ href, target, rel, download })
  return <a {...props} download={download} {...link} href={local(link.href)} />
}
