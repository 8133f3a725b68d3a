import { PortableText } from '@portabletext/react'
import type { z } from 'zod'
import type { portableText } from '@/api/records/common'

// The home `page` document's body.
// MARKED SPOT: once the shared blocks registry (web/src/components/blocks, `Blocks`) is on main,
// render the whole body through it. Until then only the text blocks are shown, so no custom block
// appears as a raw placeholder on the home page.

export function HomeBody({ body }: { body: z.output<typeof portableText> | undefined }) {
  const text = (body ?? []).filter((block) => block._type === 'block')
  if (text.length === 0) return null
  return (
    <section className="prose" aria-label="About the festival">
      <PortableText value={text} />
    </section>
  )
}
