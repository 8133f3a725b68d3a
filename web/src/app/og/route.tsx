import { ogCard } from '@/platform/seo/og-card'

// GET /og?title=… — the Open Graph card of a page that has no image of its own (pageMetadata
// points there). The title is cut to 120 characters; a day in every cache, a week stale.

export function GET(request: Request) {
  const raw = new URL(request.url).searchParams.get('title') ?? ''
  const title = raw.replace(/\s+/g, ' ').trim().slice(0, 120) || 'Open House Chicago'
  return ogCard({ title }, { headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800' } })
}
