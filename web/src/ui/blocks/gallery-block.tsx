import styles from './blocks.module.css'
import { BlockImage } from './block-image'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function GalleryBlock({ value }: { value: BlockValue<'galleryBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading} kind="galleryBlock">
      <ul className={styles.gallery} role="list">
        {(value.images ?? []).map((image) => (
          <li key={image._key}>
            <figure>
              <BlockImage image={image} sizes="(min-width: 60rem) 20rem, 50vw" />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
