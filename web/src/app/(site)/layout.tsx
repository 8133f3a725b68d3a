import type { ReactNode } from 'react'
import { SiteChrome } from '@/ui/layout/site-chrome'
import { getChrome } from '@/content/chrome'
import { isPreview } from '@/content/preview'
import { readFestivalMoment } from '@/content/festival-phase'

// The default layout: header, footer, skip link and the <main> landmark (pages render inside it,
// never a <main> of their own). Every public page outside /iframe uses it. The menu follows the
// festival's phase; without it (the content unreadable) it is the editors' menu.

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const draft = await isPreview()
  const [chrome, moment] = await Promise.all([getChrome({ draft }), readFestivalMoment(draft).catch(() => null)])
  return (
    <SiteChrome chrome={chrome} phase={moment?.phase}>
      {children}
    </SiteChrome>
  )
}
