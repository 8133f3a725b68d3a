import type { Metadata } from 'next'
import { NotFoundMessage } from '@/ui/errors/not-found-message'

// notFound() from a page of the default layout (an unknown site, event, year…): status 404, the
// message inside the layout's <main>.

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } }

export default function SiteNotFound() {
  return <NotFoundMessage />
}
