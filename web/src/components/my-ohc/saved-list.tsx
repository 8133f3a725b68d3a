import Link from '@/components/link'
import type { SavedItem } from './saved-items'
import styles from './my-ohc.module.css'

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' }) : null

export function SavedList({ items, empty }: { items: SavedItem[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className={styles.list}>
      {items.map((saved) => (
        <li key={saved.refId}>
          <strong>{saved.ref?.href ? <Link href={saved.ref.href}>{saved.ref.title}</Link> : (saved.ref?.title ?? saved.refId)}</strong>
          {saved.ref?.start ? <div>{when(saved.ref.start)}</div> : null}
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
