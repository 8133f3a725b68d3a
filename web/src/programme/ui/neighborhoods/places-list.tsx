import type { PointOfInterest } from '@/content/records/programme-pages'
import { optionTitle } from '@/platform/i18n/catalogues'
import styles from './neighborhoods.module.css'

// Points of interest as a list: the map's markers in words, for visitors who do not use the map.
// Each kind is named in the page's language (English when none is given).

export function PlacesList({ places, label, language }: { places: PointOfInterest['fields'][]; label: string; language?: string }) {
  if (places.length === 0) return null
  return (
    <ul className={styles.places} aria-label={label}>
      {places.map((p) => (
        <li key={p.slug}>
          <strong>{p.name}</strong> <span className="muted">({optionTitle(language, 'neighborhoods', 'poi', p.category)})</span>
        </li>
      ))}
    </ul>
  )
}
