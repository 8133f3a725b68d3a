import type { Metadata, Viewport } from 'next'
import { NotFoundMessage } from '@/ui/errors/not-found-message'
import { SiteChrome } from '@/ui/layout/site-chrome'
import { getChrome } from '@/content/chrome'
import { SITE_NAME } from '@/platform/seo/metadata'
import './globals.css'

// Paths that match no route at all (status 404), and the page the proxy sends for an unknown
// address (/_not-found). Next renders this document on its own, outside the root layout, only
// when it is needed: so it brings its own <html>, stylesheet and the default layout's chrome. A
// notFound() inside (site) uses (site)/not-found.tsx, within the layout.

export const metadata: Metadata = { title: `Page Not Found · ${SITE_NAME}`, robots: { index: false, follow: true } }
export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default async function GlobalNotFound() {
  const chrome = await getChrome()
  return (
    <html lang="en">
      <body>
        <SiteChrome chrome={chrome}>
          <NotFoundMessage />
        </SiteChrome>
      </body>
    </html>
  )
}
