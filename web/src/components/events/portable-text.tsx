import { PortableText } from '@portabletext/react'

// Descriptions and narratives written in the Studio: plain text blocks, headings, lists and
// links, with @portabletext/react's own components. (Page bodies with custom blocks go through
// the blocks registry instead; these fields hold plain blocks only.)

export function RichText({ value }: { value: { _type: string; _key?: string }[] | undefined }) {
  if (!value?.length) return null
  return (
    <div className="prose">
      <PortableText value={value} onMissingComponent={false} />
    </div>
  )
}
