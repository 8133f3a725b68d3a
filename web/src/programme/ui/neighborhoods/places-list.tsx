import { POI_CATEGORIES } from '@ohc/schemas/names'
import type { PointOfInterest } from '@/content/records/programme-pages'
import styles from './neighborhoods.module.css'

// Points of interest as a list: the map's markers in words, for visitors who do not use the map.

const categoryTitle = new Map<string, string>(POI_CATEGORIES.map((c) => [c.value, c.title]))

export function PlacesList({ places, label }: { places: PointOfInterest['fields'][]; label: string }) {
  if (places.length === 0) return null
  return (
    <ul className={styles.places} aria-label={label}>
      {places.map((p) => (
        <li key={p.slug}>
          <strong>{p.name}</strong> <span className="muted">({categoryTitle.get(p.category) ?? p.category})</span>
        </li>
      ))}
    </ul>
  )
}
