import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { PreviewBar } from '@/ui/preview-bar'
import { RuntimeWatch } from '@/ui/runtime/runtime-watch.client'
import { TagManager } from '@/ui/runtime/tag-manager'
import { LanguageLinks } from '@/ui/language/language-links.client'
import { getIdentity } from '@/content/identity'
import { pageLanguage, pageLanguages } from '@/content/page-language'
import { siteUrl } from '@/platform/seo/site-url'
import '../globals.css'

const description = 'A free festival that opens the doors of the city’s buildings, with city tours all year.'

// The root layout of every page, one per language: the page's language is its address's
// ([lang], which the proxy fills with the default language for an address without one), so
// <html lang> is right before any script runs, and each language's pages are cached apart.
// Defaults for every page, under the settings' title; pages set their own through pageMetadata()
// (platform/seo). metadataBase makes relative image URLs absolute on OHC_SITE_URL. The default
// Open Graph image is app/opengraph-image.tsx. The installed app's name is the manifest's
// (app/manifest.ts). The Studio has a root layout of its own (app/(admin)/layout.tsx).

type Props = { children: ReactNode; params: Promise<{ lang: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const { title, ogLocale } = await getIdentity()
  return {
    metadataBase: siteUrl(),
    title: { default: title, template: `%s · ${title}` },
    description,
    openGraph: { type: 'website', siteName: title, locale: ogLocale, title, description },
    twitter: { card: 'summary_large_image' },
  }
}

/** Each language's pages are built and cached on their own: the lists and the home page are static in every language. */
export async function generateStaticParams(): Promise<{ lang: string }[]> {
  const languages = await pageLanguages()
  return [languages.default, ...languages.others].map((lang) => ({ lang }))
}

export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default async function LanguageLayout({ children, params }: Props) {
  const [language, languages] = await Promise.all([pageLanguage(params), pageLanguages()])
  return (
    <html lang={language}>
      <body>
        <LanguageLinks language={language} languages={languages}>
          <PreviewBar />
          {children}
          <RuntimeWatch />
          <TagManager />
        </LanguageLinks>
      </body>
    </html>
  )
}
