import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { FrameLinks } from '@/ui/frame/frame-links.client'
import { FrameMessenger } from '@/ui/frame/frame-messenger.client'
import { siteUrl } from '@/platform/seo/site-url'

// The iframe layout: no header or footer, one <main>, the messenger that
// talks to the parent, and the frame's rule for links (their /iframe versions, or a new tab).
// Who may frame these pages: OHC_FRAME_ORIGINS, applied by src/proxy.ts.

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function FrameLayout({ children }: { children: ReactNode }) {
  return (
    <FrameMessenger>
      <FrameLinks siteOrigin={siteUrl().origin}>
        <main id="main" className="frame-main" tabIndex={-1}>
          {children}
        </main>
      </FrameLinks>
    </FrameMessenger>
  )
}
