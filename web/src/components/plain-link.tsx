'use client'

import type { ComponentProps } from 'react'
import { useLinkRule } from './frame/frame-link-rule.client'

// A plain link: a full page load (a form's fields start afresh), or one of a long list kept lean.
// Its own module, apart from components/link, so that a page, error page or list that only has
// plain links does not bring the client router's link into its first-load JavaScript. Inside a
// frame it follows the frame's rule, like every link of the site (see components/link).

export function PlainLink({ href, target, rel, download, ...props }: ComponentProps<'a'> & { href: string }) {
  const link = useLinkRule()({ href, target, rel, download })
  return <a {...props} download={download} {...link} />
}
