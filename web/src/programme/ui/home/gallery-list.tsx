import { ContentImage, type ImageData } from './content-image'

// A list of captioned images (a site's gallery, a building's across its years). The grid is the
// caller's: each page sizes its own.

export function GalleryList({ images, className }: { images: readonly ImageData[]; className?: string }) {
  return (
    <ul className={className}>
      {images.map((image) => (
        <li key={image.ref}>
          <figure>
            <ContentImage image={image} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
