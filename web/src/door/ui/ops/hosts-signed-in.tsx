import Link from '@/ui/link'
import type { OpsView } from '@/door/ops/ops-view'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// How many hosts have the host tool a tap away (a live session), and which sites have one. No
// names nor addresses: staff need to know which doors are covered, not who is on them.

export function HostsSignedIn({ hosts, t }: { hosts: OpsView['hosts']; t: OpsWords }) {
  return (
    <>
      <p className={styles.figure} data-testid="ops-hosts-signed-in">
        {hosts.signedIn} <span className={styles.note}>{t('hosts.of', { total: hosts.total })}</span>
      </p>
      {hosts.sites.length ? (
        <>
          <p>{t('hosts.sites', { count: hosts.sites.length, hosted: hosts.hostedSites })}</p>
          <ul className={styles.list}>
            {hosts.sites.map((site) => (
              <li key={site.id}>
                <Link href={`/sites/${site.slug}`}>{site.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.empty}>{t('hosts.none')}</p>
      )}
    </>
  )
}
