import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/errors/not-found-message'
import { Announcement } from '@/components/layout/announcement'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getChrome } from '@/content/chrome'

// Paths that match no route at all (status 404). They render in the root layout only, so this page
// brings the default layout's chrome itself; a notFound() inside (site) uses (site)/not-found.tsx.

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } }

export default async function NotFound() {
  const chrome = await getChrome()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Announcement chrome={chrome} />
      <SiteHeader chrome={chrome} />
      <main id="main" tabIndex={-1}>
        <NotFoundMessage />
      </main>
      <SiteFooter chrome={chrome} />
    </>
  )
}
