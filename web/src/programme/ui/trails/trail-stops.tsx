import Link from '@/ui/link'
import type { Trail } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './trails.module.css'

// A trail's stops in walking order, numbered as on its map; the stop being read is marked. Named
// in the page's language (English when none is given).

export function TrailStops({ trail, currentId, language }: { trail: Trail['fields']; currentId?: string; language?: string }) {
  return (
    <ol className={styles.stops} aria-label={wordsIn(language, 'trails')('stopsOf', { trail: trail.title })}>
      {trail.stops.map((stop) => (
        <li key={stop.id} aria-current={stop.id === currentId ? 'step' : undefined}>
          {stop.slug && stop.id !== currentId ? <Link href={`/stops/${stop.slug}`}>{stop.title}</Link> : stop.title}
          {stop.site && stop.site.name !== stop.title ? <span className="muted"> · {stop.site.name}</span> : null}
        </li>
      ))}
    </ol>
  )
}
