import Link from '@/ui/link'
import type { OpsView } from '@/door/ops/ops-view'
import styles from './ops.module.css'

// How many hosts have the host tool a tap away (a live session), and which sites have one. No
// names nor addresses: staff need to know which doors are covered, not who is on them.

export function HostsSignedIn({ hosts }: { hosts: OpsView['hosts'] }) {
  return (
    <>
      <p className={styles.figure} data-testid="ops-hosts-signed-in">
        {hosts.signedIn} <span className={styles.note}>of {hosts.total} hosts signed in</span>
      </p>
      {hosts.sites.length ? (
        <>
          <p>
            Sites with a host signed in ({hosts.sites.length} of {hosts.hostedSites} with hosts):
          </p>
          <ul className={styles.list}>
            {hosts.sites.map((site) => (
              <li key={site.id}>
                <Link href={`/sites/${site.slug}`}>{site.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.empty}>No site has a host signed in.</p>
      )}
    </>
  )
}
