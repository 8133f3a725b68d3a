import type { Metadata } from 'next'
import Link from '@/ui/link'
import styles from '@/door/ui/host/host.module.css'
import { hostAccess } from '@/door/hosts/access'
import { signedInUser } from '@/platform/http/signed-in-user'
import { viewerLanguage } from '@/door/ui/viewer-language'
import { wordsOf } from '@/platform/i18n/catalogues'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await viewerLanguage()
  return { title: wordsOf(language, 'host')('title'), robots: { index: false } }
}

// A host's own sites (every site for the centre's staff), each a link to its host tool. Someone
// signed in who hosts nowhere this year is told how hosts are added.

export default async function HostSitesPage() {
  const user = await signedInUser('/host')
  const [{ staff, sites }, { language }] = await Promise.all([hostAccess(user.email), viewerLanguage(user)])
  const t = wordsOf(language, 'host')
  return (
    <div className={styles.page} data-template="host-sites" lang={language}>
      <h1>{t('title')}</h1>
      {sites.length === 0 ? (
        <p className="notice">{t('noSites')}</p>
      ) : (
        <>
          <p className="lede">{staff ? t('everySite') : t('lede')}</p>
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
              <Link href="/ops">{t('opsView')}</Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
