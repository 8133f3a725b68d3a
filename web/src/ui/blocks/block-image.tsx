import { parseImageRef } from '@/content/sanity/image-url'
import { imageUrl } from '@/content/sanity/image-url'
import type { StoredImage } from '@/content/body'

// An image of a block, from its stored asset reference. The asset id carries the size, so the
// browser reserves the space before the file arrives (no layout shift).

export function BlockImage({
  image,
  className,
  sizes = '(min-width: 60rem) 30rem, 100vw',
  priority = false,
}: {
  image: StoredImage | { ref?: string | null; alt: string } | undefined | null
  className?: string
  sizes?: string
  priority?: boolean
}) {
  const ref = image ? ('asset' in image ? image.asset?._ref : 'ref' in image ? image.ref : undefined) : undefined
  const file = ref ? parseImageRef(ref) : undefined
  if (!image || !ref || !file) return null
  return (
    <img
      className={className}
      src={imageUrl(file.fileName)}
      alt={image.alt}
      width={file.width}
      height={file.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
    />
  )
}
