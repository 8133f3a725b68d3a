import Link from '@/ui/link'
import { formatZonedDateTime } from '@/kernel/time'
import type { SavedItem } from '@/visitors/itineraries/saved-items'
import styles from './my-ohc.module.css'

export function SavedList({ items, empty, timeZone }: { items: SavedItem[]; empty: string; timeZone: string }) {
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className={styles.list}>
      {items.map((saved) => (
        <li key={saved.refId}>
          <strong>{saved.ref?.href ? <Link href={saved.ref.href}>{saved.ref.title}</Link> : (saved.ref?.title ?? saved.refId)}</strong>
          {saved.ref?.start ? <div>{formatZonedDateTime(saved.ref.start, timeZone, 'long')}</div> : null}
          <div className="muted">
            In{' '}
            {saved.itineraries.map((it, i) => (
              <span key={it.id}>
                {i ? ', ' : ''}
                <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(it.id)}`}>{it.name}</Link>
              </span>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
