import type { Metadata } from 'next'
import Link from '@/ui/link'
import styles from '@/door/ui/host/host.module.css'
import { hostAccess } from '@/door/hosts/access'
import { signedInUser } from '@/platform/http/signed-in-user'

export const metadata: Metadata = { title: 'Host tool', robots: { index: false } }
export const dynamic = 'force-dynamic'

// A host's own sites (every site for the centre's staff), each a link to its host tool. Someone
// signed in who hosts nowhere this year is told how hosts are added.

export default async function HostSitesPage() {
  const user = await signedInUser('/host')
  const { staff, sites } = await hostAccess(user.email)
  return (
    <div className={styles.page} data-template="host-sites">
      <h1>Host tool</h1>
      {sites.length === 0 ? (
        <p className="notice">
          You are not a host at any site this year. The centre adds hosts to a site with the email address they sign in with; if you should
          be on a door, ask your site captain or the centre’s volunteer team.
        </p>
      ) : (
        <>
          <p className="lede">
            {staff ? 'Every site of the festival (you are staff).' : 'Count visitors in and report the line at your door.'}
          </p>
          <ul className={styles.sites}>
            {sites.map((site) => (
              <li key={site.id}>
                <Link className={styles.siteLink} href={`/host/${site.slug}`}>
                  {site.name}
                </Link>
              </li>
            ))}
          </ul>
          {staff ? (
            <p>
              <Link href="/ops">Operations view</Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
