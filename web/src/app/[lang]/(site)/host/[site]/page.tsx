import type { Metadata } from 'next'
import { forbidden } from 'next/navigation'
import Link from '@/ui/link'
import { HostTool } from '@/door/ui/host/host-tool.client'
import styles from '@/door/ui/host/host.module.css'
import { getDatabase } from '@/platform/db/database'
import { hostSite, isStaff } from '@/door/hosts/access'
import { festivalToday } from '@/door/hosts/festival-today'
import { hostSummary } from '@/door/hosts/summary'
import { signedInUser } from '@/platform/http/signed-in-user'
import { sessionsAtSite } from '@/door/check-in/door-sessions'
import { now } from '@/platform/clock'
import { viewerLanguage } from '@/door/ui/viewer-language'
import { WordsProvider } from '@/platform/i18n/words.client'
import { CATALOGUES, wordsOf } from '@/platform/i18n/catalogues'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await viewerLanguage()
  return { title: wordsOf(language, 'host')('title'), robots: { index: false } }
}

type Params = Promise<{ site: string }>

// One site's host tool: only for its hosts and the centre's staff (anyone else: 403). The page
// brings today's count, the last report and today's sessions at the door; the taps and ticket
// check-ins go from the phone to the API. It speaks the host's language (the account's), and
// sends the tool only the catalogue's "host" words.

export default async function HostToolPage({ params }: { params: Params }) {
  const { site: slug } = await params
  const user = await signedInUser(`/host/${slug}`)
  const site = await hostSite(user.email, slug)
  if (!site) forbidden()
  const db = getDatabase()
  const today = await festivalToday(now())
  const [summary, sessions, { language }] = await Promise.all([
    hostSummary(db, site.id, today),
    sessionsAtSite({ db }, site.id, today),
    viewerLanguage(user),
  ])
  const t = wordsOf(language, 'host')
  return (
    <div className={styles.page} data-template="host-tool" lang={language}>
      <p>
        <Link href="/host">{t('allSites')}</Link>
      </p>
      <h1>{site.name}</h1>
      <WordsProvider language={language} timeZone={summary.timeZone} messages={{ host: CATALOGUES[language].host }}>
        <HostTool site={site} summary={{ ...summary, sessions }} staff={isStaff(user.email)} />
      </WordsProvider>
    </div>
  )
}
