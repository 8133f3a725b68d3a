import type { Metadata } from 'next'
import { ForbiddenMessage } from '@/components/errors/forbidden-message'

// forbidden() from a page of the default layout (a signed-in member or host on a staff page):
// status 403, the message inside the layout's <main>.

export const metadata: Metadata = { title: 'Not for this account', robots: { index: false, follow: false } }

export default function SiteForbidden() {
  return <ForbiddenMessage />
}
