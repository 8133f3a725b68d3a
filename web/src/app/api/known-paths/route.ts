import { readKnownPaths } from '@/content/paths'
import { pageLanguages } from '@/content/page-language'
import { apiError, etagOf } from '@/platform/respond'

// GET /api/known-paths: the slugs and paths the page routes can serve, for the proxy's 404 check
// (platform/errors/not-found-rewrite.ts) and the languages that have pages (the proxy's rewrite). Public facts (the sitemap lists most of them), built at most
// once a minute and at once on publish (content tags).

export const revalidate = 60

export async function GET(): Promise<Response> {
  try {
    // The proxy reads it with pathIndexSchema (platform/errors/known-paths.ts), and its languages
    // to tell a language's address (kernel/page-table/language-addresses.ts).
    const [paths, languages] = await Promise.all([readKnownPaths(), pageLanguages()])
    const text = JSON.stringify({ ...paths, languages })
    return new Response(text, {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=60',
        ETag: etagOf(text),
      },
    })
  } catch (error) {
    console.error('Known paths: content unavailable:', error)
    return apiError(500, 'internal', 'The content could not be read just now.')
  }
}
