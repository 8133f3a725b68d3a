import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { LinkMark } from './link-mark'
import { blockViews, type BlockContext } from './registry'
import type { BodyMember } from '@/content/body'
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
    marks: { link: LinkMark },
  }
  return (
    <div className={styles.body} data-blocks="">
      <PortableText value={[...value]} components={components} />
    </div>
  )
}
