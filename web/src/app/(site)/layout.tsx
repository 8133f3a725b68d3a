import type { ReactNode } from 'react'
import { Announcement } from '@/components/layout/announcement'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getChrome } from '@/content/chrome'
import { isPreview } from '@/sanity/preview'

// The default layout: header, footer, skip link and the <main> landmark (pages render inside it,
// never a <main> of their own). Every public page outside /iframe uses it.

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const chrome = await getChrome({ draft: await isPreview() })
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Announcement chrome={chrome} />
      <SiteHeader chrome={chrome} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter chrome={chrome} />
    </>
  )
}
