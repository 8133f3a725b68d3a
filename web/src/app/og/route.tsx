import { getIdentity } from '@/content/identity'
import { ogCard } from '@/platform/seo/og-card'

// GET /og?title=… — the Open Graph card of a page that has no image of its own (pageMetadata
// points there). The title is cut to 120 characters; a day in every cache, a week stale.

export async function GET(request: Request) {
  const site = await getIdentity()
  const raw = new URL(request.url).searchParams.get('title') ?? ''
  const title = raw.replace(/\s+/g, ' ').trim().slice(0, 120) || site.title
  return ogCard(title, site, { headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800' } })
}
