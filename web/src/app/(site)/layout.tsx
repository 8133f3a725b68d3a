import type { ReactNode } from 'react'
import { SiteChrome } from '@/components/layout/site-chrome'
import { getChrome } from '@/content/chrome'
import { isPreview } from '@/content/preview'

// The default layout: header, footer, skip link and the <main> landmark (pages render inside it,
// never a <main> of their own). Every public page outside /iframe uses it.

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const chrome = await getChrome({ draft: await isPreview() })
  return <SiteChrome chrome={chrome}>{children}</SiteChrome>
}
