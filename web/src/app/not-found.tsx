import type { Metadata } from 'next'
import { NotFoundMessage } from '@/components/errors/not-found-message'
import { SiteChrome } from '@/components/layout/site-chrome'
import { getChrome } from '@/content/chrome'

// Paths that match no route at all (status 404). They render in the root layout only, so this page
// brings the default layout's chrome itself; a notFound() inside (site) uses (site)/not-found.tsx.

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } }

export default async function NotFound() {
  const chrome = await getChrome()
  return (
    <SiteChrome chrome={chrome}>
      <NotFoundMessage />
    </SiteChrome>
  )
}
