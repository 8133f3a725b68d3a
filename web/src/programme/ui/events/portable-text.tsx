import { PortableText } from '@portabletext/react'
import { LinkMark } from '@/ui/blocks/link-mark'

// Descriptions and narratives written in the Studio: plain text blocks, headings, lists and
// links, with @portabletext/react's own components but the site's links. (Page bodies with custom blocks go through
// the blocks registry instead; these fields hold plain blocks only.)

export function RichText({ value }: { value: { _type: string; _key?: string }[] | undefined }) {
  if (!value?.length) return null
  return (
    <div className="prose">
      <PortableText value={value} components={{ marks: { link: LinkMark } }} onMissingComponent={false} />
    </div>
  )
}
