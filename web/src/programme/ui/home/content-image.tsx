import type { z } from 'zod'
import type { imageRecord } from '@/content/records/common'

export type ImageData = z.output<typeof imageRecord>

// An image from the content source, with its intrinsic size so the page never jumps as it loads.
// Below-the-fold images load lazily; the hero is the one eager image of a page.

export function ContentImage({
  image,
  className,
  eager = false,
  alt,
}: {
  image: ImageData
  className?: string
  eager?: boolean
  /** Overrides the image's own alt text: "" when a caption beside it says the same. */
  alt?: string
}) {
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}
