import Link from '@/ui/link'
import { QUIET_MINUTES, type QuietSite } from '@/door/ops/quiet-sites'
import { reportedAgo } from '@/door/lines/wait'
import styles from './ops.module.css'

// Open doors with hosts that have not reported for half an hour: someone may need a call.

export function QuietSites({ sites, now }: { sites: QuietSite[]; now: Date }) {
  if (sites.length === 0) return <p className={styles.empty}>No site with hosts is open and {QUIET_MINUTES} minutes without a report.</p>
  return (
    <ul className={styles.list} data-testid="ops-quiet">
      {sites.map((site) => (
        <li key={site.id}>
          <Link href={`/sites/${site.slug}`}>{site.name}</Link>{' '}
          <span className={styles.note}>({site.lastReportAt ? `last ${reportedAgo(site.lastReportAt, now)}` : 'no report today'})</span>
        </li>
      ))}
    </ul>
  )
}
