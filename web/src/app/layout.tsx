import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { PreviewBar } from '@/ui/preview-bar'
import { RuntimeWatch } from '@/ui/runtime/runtime-watch.client'
import { TagManager } from '@/ui/runtime/tag-manager'
import { getIdentity } from '@/content/identity'
import { siteUrl } from '@/platform/seo/site-url'
import './globals.css'

const description = 'A free festival that opens the doors of the city’s buildings, with city tours all year.'

// Defaults for every page, under the settings' title; pages set their own through pageMetadata()
// (platform/seo). metadataBase makes relative image URLs absolute on OHC_SITE_URL. The default
// Open Graph image is app/opengraph-image.tsx, added by Next to this segment. The installed app's
// name is the manifest's (app/manifest.ts). The page's language is the settings' default one.
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

export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { languages } = await getIdentity()
  return (
    <html lang={languages.default}>
      <body>
        <PreviewBar />
        {children}
        <RuntimeWatch />
        <TagManager />
      </body>
    </html>
  )
}
