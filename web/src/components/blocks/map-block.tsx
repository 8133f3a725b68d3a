import { MAP_LAYERS } from '@ohc/schemas/names'
import styles from './blocks.module.css'
import { getBlockSettings, getMapPlaces } from './block-data'
import { SmartLink } from './cta-block'
import { BlockSection } from './section'
import type { BlockValue } from './types'

// The map block. Until the shared map component is on main this renders the places as a list,
// which is also what a visitor without JavaScript gets.

export async function MapBlock({ value }: { value: BlockValue<'mapBlock'> }) {
  const year = value.year ?? (await getBlockSettings()).currentYear
  const places = await getMapPlaces(value.show, year)
  const layer = MAP_LAYERS.find((l) => l.value === value.show)?.title ?? 'Places'
  return (
    <BlockSection id={value._key} heading={value.heading ?? layer} kind="mapBlock">
      <p className="muted">
        {places.length} {places.length === 1 ? 'place' : 'places'} · {layer}, {year}
      </p>
      <ul className={styles.places}>
        {places.map((place) => (
          <li key={place.id}>{place.href ? <SmartLink href={place.href}>{place.label}</SmartLink> : place.label}</li>
        ))}
      </ul>
    </BlockSection>
  )
}
