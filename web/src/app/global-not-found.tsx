import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { NotFoundMessage } from '@/ui/errors/not-found-message'
import { SiteChrome } from '@/ui/layout/site-chrome'
import { LanguageLinks } from '@/ui/language/language-links.client'
import { getChrome } from '@/content/chrome'
import { getIdentity } from '@/content/identity'
import { contentLang, pageLanguages } from '@/content/page-language'
import { languageFor, wordsIn, type Languages } from '@/platform/i18n/catalogues'
import { LANGUAGE_PREFIX_HEADER } from '@/platform/language-segment'
import './globals.css'

// Paths that match no route at all (status 404), and the page the proxy sends for an unknown
// address (/_not-found, asked with the address's language prefix in its header). Next renders this
// document on its own, outside the root layout, only when it is needed: so it brings its own
// <html>, stylesheet and the default layout's chrome. It speaks the address's language, which the
// proxy writes in the request's language header (a 404 is rendered per request, so reading it
// costs no cached page). A notFound() inside (site) uses app/[lang]/(site)/not-found.tsx, within
// the layout.

/** The address's language: its prefix's, when the festival has pages in it; else the default. */
async function addressLanguage(): Promise<{ language: string; languages: Languages }> {
  const [prefix, languages] = await Promise.all([headers().then((h) => h.get(LANGUAGE_PREFIX_HEADER) ?? ''), pageLanguages()])
  const asked = prefix.slice(1)
  return { language: languages.others.includes(asked) ? asked : languages.default, languages }
}

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await addressLanguage()
  const { title } = await getIdentity()
  return { title: `${wordsIn(language, 'notFound')('title')} · ${title}`, robots: { index: false, follow: true } }
}
export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default async function GlobalNotFound() {
  const { language, languages } = await addressLanguage()
  const chrome = await getChrome({ lang: await contentLang(language) })
  return (
    <html lang={language}>
      <body>
        <LanguageLinks language={language} languages={languages}>
          <SiteChrome chrome={chrome} language={languageFor(language, languages)} contentLanguage={languages.default} languages={languages}>
            <NotFoundMessage />
          </SiteChrome>
        </LanguageLinks>
      </body>
    </html>
  )
}
