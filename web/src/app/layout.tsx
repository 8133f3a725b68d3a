import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { PreviewBar } from '@/ui/preview-bar'
import { RuntimeWatch } from '@/ui/runtime/runtime-watch.client'
import { TagManager } from '@/ui/runtime/tag-manager'
import { SITE_NAME } from '@/platform/seo/metadata'
import { siteUrl } from '@/platform/seo/site-url'
import './globals.css'

const description = 'A free festival that opens the doors of the city’s buildings, with city tours all year.'

// Defaults for every page; pages set their own through pageMetadata() (lib/seo). metadataBase
// makes relative image URLs absolute on OHC_SITE_URL. The default Open Graph image is
// app/opengraph-image.tsx, added by Next to this segment. The installed app's name is the
// manifest's (app/manifest.ts).
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description,
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_US', title: SITE_NAME, description },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <PreviewBar />
        {children}
        <RuntimeWatch />
        <TagManager />
      </body>
    </html>
  )
}
