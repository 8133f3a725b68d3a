import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { PreviewBar } from '@/components/preview-bar'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Open House Chicago', template: '%s · Open House Chicago' },
  description: 'A free festival that opens the doors of the city’s buildings, with city tours all year.',
}

export const viewport: Viewport = { themeColor: '#1d1d1b', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <PreviewBar />
        {children}
      </body>
    </html>
  )
}
