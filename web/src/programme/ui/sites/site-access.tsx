import type { SiteDetail } from '@/content/sites'
import { Icon, type IconName } from './access-icons'
import { WHEELCHAIR_TITLES } from '@/programme/sites/labels'
import styles from './site-page.module.css'

// Accessibility and amenities as a list of icon + words. A feature the content says is absent is
// said in words too ("No elevator"), since "unknown" and "no" must not look alike.

interface Item {
  icon: IconName
  text: string
  available: boolean
}

function yesNo(value: boolean | undefined, icon: IconName, yes: string, no: string): Item[] {
  return value === undefined ? [] : [{ icon, text: value ? yes : no, available: value }]
}

function FeatureList({ items, label }: { items: Item[]; label: string }) {
  if (items.length === 0) return <p>No information yet.</p>
  return (
    <ul className={styles.features} aria-label={label}>
      {items.map((item) => (
        <li key={item.text} data-available={item.available}>
          <Icon name={item.available ? item.icon : 'no'} />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}

export function SiteAccessibility({ accessibility }: { accessibility: SiteDetail['accessibility'] }) {
  const a = accessibility ?? {}
  const items: Item[] = [
    ...(a.wheelchair
      ? [{ icon: 'wheelchair' as const, text: WHEELCHAIR_TITLES.get(a.wheelchair) ?? a.wheelchair, available: a.wheelchair !== 'none' }]
      : []),
    ...yesNo(a.stepFreeEntrance, 'stepFree', 'Step-free entrance', 'No step-free entrance'),
    ...yesNo(a.accessibleRestroom, 'restroom', 'Accessible restroom', 'No accessible restroom'),
    ...yesNo(a.elevator, 'elevator', 'Elevator', 'No elevator'),
  ]
  return (
    <>
      <FeatureList items={items} label="Accessibility features" />
      {a.notes ? <p>{a.notes}</p> : null}
    </>
  )
}

export function SiteAmenities({ amenities }: { amenities: SiteDetail['amenities'] }) {
  const a = amenities ?? {}
  const items: Item[] = [
    ...yesNo(a.restrooms, 'restroom', 'Restrooms', 'No public restrooms'),
    ...yesNo(a.photography, 'camera', 'Photography allowed', 'No photography'),
    ...yesNo(a.familyFriendly, 'family', 'Family friendly', 'Not suited to young children'),
    ...yesNo(a.parking, 'parking', 'Parking nearby', 'No parking'),
  ]
  return (
    <>
      <FeatureList items={items} label="Amenities" />
      {a.transit ? (
        <p className={styles.transit}>
          <Icon name="transit" />
          <span>{a.transit}</span>
        </p>
      ) : null}
    </>
  )
}
