import { memberContentHtml } from '@/lib/portable-text/member-html'
import { readMemberContent } from '@/content/member-content'
import { apiError } from '@/server/respond'
import { route } from '@/server/route'

// The content of a page's member-only block, for members only. Public pages are static, so they
// carry only the teaser; their island asks here, and the server decides with the viewer.
// GET /api/member-content?page=<page path>&key=<block _key> → { content: Portable Text, html }

export const dynamic = 'force-dynamic'

export const GET = route({ session: 'optional', failure: 'The content could not be loaded just now.' }, async ({ request, viewer }) => {
  const params = new URL(request.url).searchParams
  const page = params.get('page')?.replace(/^\/+|\/+$/g, '')
  const key = params.get('key')
  if (!page || !key) {
    return apiError(400, 'bad_request', 'Say which page and block: ?page=<path>&key=<block key>.', {
      ...(!page && { page: 'Give the page’s path.' }),
      ...(!key && { key: 'Give the block’s key.' }),
    })
  }
  const block = await readMemberContent(page, key)
  if (!block) return apiError(404, 'not_found', 'There is no members-only block with that key on that page.')
  if (!viewer.member) return apiError(403, 'forbidden', 'This content is for members only. Sign in with a member’s account.')
  const { content } = block
  return new Response(JSON.stringify({ content, html: memberContentHtml(content) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  })
})
