import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { FrameMessenger } from '@/components/frame/frame-messenger.client'

// The iframe layout (SPEC §2, DESIGN §8): no header or footer, one <main>, and the messenger that
// talks to the parent. Who may frame these pages: OHC_FRAME_ORIGINS, applied by src/proxy.ts.

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function FrameLayout({ children }: { children: ReactNode }) {
  return (
    <FrameMessenger>
      <main id="main" className="frame-main" tabIndex={-1}>
        {children}
      </main>
    </FrameMessenger>
  )
}
