import type { Metadata, Viewport } from 'next'
import { NotFoundMessage } from '@/ui/errors/not-found-message'
import { SiteChrome } from '@/ui/layout/site-chrome'
import { getChrome } from '@/content/chrome'
import { getIdentity } from '@/content/identity'
import { languageFor } from '@/platform/i18n/catalogues'
import './globals.css'

// Paths that match no route at all (status 404), and the page the proxy sends for an unknown
// address (/_not-found). Next renders this document on its own, outside the root layout, only
// when it is needed: so it brings its own <html>, stylesheet and the default layout's chrome. A
// notFound() inside (site) uses app/[lang]/(site)/not-found.tsx, within the layout.

export async function generateMetadata(): Promise<Metadata> {
  return { title: `Page Not Found · ${(await getIdentity()).title}`, robots: { index: false, follow: true } }
}
export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default async function GlobalNotFound() {
  const [chrome, { languages }] = await Promise.all([getChrome(), getIdentity()])
  return (
    <html lang={languages.default}>
      <body>
        <SiteChrome
          chrome={chrome}
          language={languageFor(languages.default, languages)}
          contentLanguage={languages.default}
          languages={languages}
        >
          <NotFoundMessage />
        </SiteChrome>
      </body>
    </html>
  )
}
