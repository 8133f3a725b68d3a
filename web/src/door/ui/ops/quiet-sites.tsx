import Link from '@/ui/link'
import { QUIET_MINUTES, type QuietSite } from '@/door/ops/quiet-sites'
import { reportedAgoIn, type OpsWords } from './ops-words'
import styles from './ops.module.css'

// Open doors with hosts that have not reported for half an hour: someone may need a call.

export function QuietSites({ sites, now, t }: { sites: QuietSite[]; now: Date; t: OpsWords }) {
  if (sites.length === 0) return <p className={styles.empty}>{t('quietNone', { minutes: QUIET_MINUTES })}</p>
  return (
    <ul className={styles.list} data-testid="ops-quiet">
      {sites.map((site) => (
        <li key={site.id}>
          <Link href={`/sites/${site.slug}`}>{site.name}</Link>{' '}
          <span className={styles.note}>
            ({site.lastReportAt ? t('quietLast', { ago: reportedAgoIn(t, site.lastReportAt, now) }) : t('quietNoReport')})
          </span>
        </li>
      ))}
    </ul>
  )
}
