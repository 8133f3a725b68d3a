import Link from '@/ui/link'
import { formatZonedDateTime } from '@/kernel/time'
import { catalogueFor, wordsIn } from '@/platform/i18n/catalogues'
import type { SavedItem } from '@/visitors/itineraries/saved-items'
import styles from './my-ohc.module.css'

// The events or tours saved in the member's itineraries, each with the itineraries it is in, in
// the page's language (English when none is given).

interface Props {
  items: SavedItem[]
  empty: string
  timeZone: string
  language?: string
}

export function SavedList({ items, empty, timeZone, language }: Props) {
  if (items.length === 0) return <p>{empty}</p>
  const t = wordsIn(language, 'myOhc')
  return (
    <ul className={styles.list}>
      {items.map((saved) => (
        <li key={saved.refId}>
          <strong>{saved.ref?.href ? <Link href={saved.ref.href}>{saved.ref.title}</Link> : (saved.ref?.title ?? saved.refId)}</strong>
          {saved.ref?.start ? <div>{formatZonedDateTime(saved.ref.start, timeZone, 'long', catalogueFor(language ?? 'en'))}</div> : null}
          <div className="muted">
            {t.rich('savedIn', {
              list: () =>
                saved.itineraries.map((it, i) => (
                  <span key={it.id}>
                    {i ? ', ' : ''}
                    <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(it.id)}`}>{it.name}</Link>
                  </span>
                )),
            })}
          </div>
        </li>
      ))}
    </ul>
  )
}
