import styles from './blocks.module.css'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'

export function AmenitiesBlock({ value }: { value: BlockValue<'amenitiesBlock'> }) {
  return (
    <BlockSection id={value._key} heading={value.heading ?? 'Amenities'} kind="amenitiesBlock">
      <ul className={styles.pills}>
        {(value.items ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </BlockSection>
  )
}
