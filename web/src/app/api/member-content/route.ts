import { memberContentHtml } from '@/content/portable-text/member-html'
import { readMemberContent } from '@/content/member-content'
import { getSettings } from '@/content/settings'
import { memberSiteLocation } from '@/content/sites'
import { apiError } from '@/platform/respond'
import { route } from '@/platform/http/route'

// What public pages hold back for members only. Public pages are static, so they carry only a
// teaser or an approximate place; their island asks here, and the server decides with the viewer.
// GET /api/member-content?page=<page path>&key=<block _key> → { content: Portable Text, html }
// GET /api/member-content?site=<site slug> → { address, location: { lat, lng } }: where a
//   members-only site is exactly (its page and the API show visitors the centre of a grid cell).

export const dynamic = 'force-dynamic'

const forMembers = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  })

async function siteLocation(slug: string, member: boolean): Promise<Response> {
  const { currentYear } = await getSettings()
  const site = await memberSiteLocation(slug, currentYear)
  if (!site) return apiError(404, 'not_found', 'There is no site with that slug.')
  if (!member) return apiError(403, 'forbidden', 'The exact location is for members only. Sign in with a member’s account.')
  return forMembers(site)
}

export const GET = route({ session: 'optional', failure: 'The content could not be loaded just now.' }, async ({ request, viewer }) => {
  const params = new URL(request.url).searchParams
  const site = params.get('site')?.replace(/^\/+|\/+$/g, '')
  if (site) return siteLocation(site, viewer.member)
  const page = params.get('page')?.replace(/^\/+|\/+$/g, '')
  const key = params.get('key')
  if (!page || !key) {
    return apiError(400, 'bad_request', 'Say which page and block (?page=<path>&key=<block key>) or which site (?site=<slug>).', {
      ...(!page && { page: 'Give the page’s path.' }),
      ...(!key && { key: 'Give the block’s key.' }),
    })
  }
  const block = await readMemberContent(page, key)
  if (!block) return apiError(404, 'not_found', 'There is no members-only block with that key on that page.')
  if (!viewer.member) return apiError(403, 'forbidden', 'This content is for members only. Sign in with a member’s account.')
  const { content } = block
  return forMembers({ content, html: memberContentHtml(content) })
})
