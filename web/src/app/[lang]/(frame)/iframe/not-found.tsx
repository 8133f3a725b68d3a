import type { Metadata } from 'next'
import { NotFoundMessage } from '@/ui/errors/not-found-message'

// notFound() from a framed page, and every path under /iframe that has no page: status 404.

export const metadata: Metadata = { title: 'Page Not Found' }

export default function FrameNotFound() {
  return <NotFoundMessage home="/iframe" />
}
