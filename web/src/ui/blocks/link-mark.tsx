import type { PortableTextMarkComponentProps } from '@portabletext/react'
import Link from '../link'

// A link written in the Studio, in any Portable Text the site renders: the site's own paths
// navigate as the site's links do (and stay inside a frame, platform/frame/links.ts), others are
// plain links to another site.

export function LinkMark({ value: mark, children }: PortableTextMarkComponentProps<{ _type: 'link'; href?: unknown }>) {
  const href = typeof mark?.href === 'string' ? mark.href : '#'
  return href.startsWith('/') ? (
    <Link href={href}>{children}</Link>
  ) : (
    <Link href={href} rel="noopener">
      {children}
    </Link>
  )
}
