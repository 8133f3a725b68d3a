import type { SiteDetail } from '@/content/sites'
import { Icon, type IconName } from './access-icons'
import type { Words } from '@/platform/i18n/catalogues'
import styles from './site-page.module.css'

// Accessibility and amenities as a list of icon + words. A feature the content says is absent is
// said in words too ("No elevator"), since "unknown" and "no" must not look alike. The words are the
// catalogue's `site` ones in the page's language.

interface Item {
  icon: IconName
  text: string
  available: boolean
}

function yesNo(value: boolean | undefined, icon: IconName, yes: string, no: string): Item[] {
  return value === undefined ? [] : [{ icon, text: value ? yes : no, available: value }]
}

function FeatureList({ items, label, none }: { items: Item[]; label: string; none: string }) {
  if (items.length === 0) return <p>{none}</p>
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

const WHEELCHAIR = ['full', 'partial', 'none'] as const
const wheelchairKey = (value: string) => WHEELCHAIR.find((v) => v === value)

/** `notesIn`: the language the content's notes are written in, when it is not the page's (they have no translation). */
export function SiteAccessibility({
  accessibility,
  t,
  notesIn,
}: {
  accessibility: SiteDetail['accessibility']
  t: Words<'site'>
  notesIn?: string
}) {
  const a = accessibility ?? {}
  const wheelchair = a.wheelchair ? wheelchairKey(a.wheelchair) : undefined
  const items: Item[] = [
    ...(a.wheelchair
      ? [
          {
            icon: 'wheelchair' as const,
            text: wheelchair ? t(`wheelchair.${wheelchair}`) : a.wheelchair,
            available: a.wheelchair !== 'none',
          },
        ]
      : []),
    ...yesNo(a.stepFreeEntrance, 'stepFree', t('feature.stepFree'), t('feature.noStepFree')),
    ...yesNo(a.accessibleRestroom, 'restroom', t('feature.accessibleRestroom'), t('feature.noAccessibleRestroom')),
    ...yesNo(a.elevator, 'elevator', t('feature.elevator'), t('feature.noElevator')),
  ]
  return (
    <>
      <FeatureList items={items} label={t('accessibilityFeatures')} none={t('noInformation')} />
      {a.notes ? <p lang={notesIn}>{a.notes}</p> : null}
    </>
  )
}

export function SiteAmenities({ amenities, t, notesIn }: { amenities: SiteDetail['amenities']; t: Words<'site'>; notesIn?: string }) {
  const a = amenities ?? {}
  const items: Item[] = [
    ...yesNo(a.restrooms, 'restroom', t('feature.restrooms'), t('feature.noRestrooms')),
    ...yesNo(a.photography, 'camera', t('feature.photography'), t('feature.noPhotography')),
    ...yesNo(a.familyFriendly, 'family', t('feature.familyFriendly'), t('feature.notFamilyFriendly')),
    ...yesNo(a.parking, 'parking', t('feature.parking'), t('feature.noParking')),
  ]
  return (
    <>
      <FeatureList items={items} label={t('heading.amenities')} none={t('noInformation')} />
      {a.transit ? (
        <p className={styles.transit}>
          <Icon name="transit" />
          <span lang={notesIn}>{a.transit}</span>
        </p>
      ) : null}
    </>
  )
}
