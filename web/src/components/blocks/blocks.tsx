import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from '@portabletext/react'
import Link, { PlainLink } from '@/components/link'
import { blockViews, type BlockContext } from './registry'
import type { BodyMember } from './types'
import { UnknownBlock } from './unknown-block'
import styles from './blocks.module.css'

// A body of Portable Text: styled text, and each custom block through its view (registry.tsx).
// Server component: blocks that need data (hours, lists, sponsors…) read it while rendering.
// Pass `page` (the page document's path) where the body is a page's, for member-only content.

export interface BlocksProps extends BlockContext {
  value: readonly BodyMember[] | null | undefined
}

export function Blocks({ value, page, title }: BlocksProps) {
  if (!value || value.length === 0) return null
  const components: PortableTextComponents = {
    types: blockViews({ page, title }),
    unknownType: UnknownBlock,
    marks: {
      link: ({ value: mark, children }: PortableTextMarkComponentProps<{ _type: 'link'; href?: unknown }>) => {
        const href = typeof mark?.href === 'string' ? mark.href : '#'
        return href.startsWith('/') ? (
          <Link href={href}>{children}</Link>
        ) : (
          <PlainLink href={href} rel="noopener">
            {children}
          </PlainLink>
        )
      },
    },
  }
  return (
    <div className={styles.body} data-blocks="">
      <PortableText value={[...value]} components={components} />
    </div>
  )
}
