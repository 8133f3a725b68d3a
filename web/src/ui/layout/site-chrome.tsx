import type { ReactNode } from 'react'
import type { Chrome } from '@/content/chrome'
import type { FestivalPhase } from '@/programme/festival/phase'
import { Announcement } from './announcement'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// The default layout's frame around a page: skip link, announcement, header, the one <main>
// landmark, footer. Shared by the (site) layout and the root 404 page, which renders outside it.

export function SiteChrome({ chrome, phase, children }: { chrome: Chrome; phase?: FestivalPhase; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Announcement chrome={chrome} />
      <SiteHeader chrome={chrome} phase={phase} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter chrome={chrome} />
    </>
  )
}
