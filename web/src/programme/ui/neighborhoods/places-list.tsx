import type { PointOfInterest } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './neighborhoods.module.css'

// Points of interest as a list: the map's markers in words, for visitors who do not use the map.
// Each kind is named in the page's language (English when none is given).

export function PlacesList({ places, label, language }: { places: PointOfInterest['fields'][]; label: string; language?: string }) {
  if (places.length === 0) return null
  const t = wordsIn(language, 'neighborhoods')
  const kind = (category: string) => (t.has(`poi.${category}` as 'poi.transit') ? t(`poi.${category}` as 'poi.transit') : category)
  return (
    <ul className={styles.places} aria-label={label}>
      {places.map((p) => (
        <li key={p.slug}>
          <strong>{p.name}</strong> <span className="muted">({kind(p.category)})</span>
        </li>
      ))}
    </ul>
  )
}
