import { revalidateTag } from 'next/cache'
import { forgetBurstCopies } from '@/platform/burst-cache'
import { after, type NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { DOCUMENT_TYPES } from '@ohc/schemas/names'
import { TAGS, type CacheTag } from '@/content/sanity/tags'
import { config } from '@/platform/config'
import { identityOf } from '@/content/identity'
import { getSettings } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { senderFromEnv } from '@/platform/email'
import { notifyConcernedMembers } from '@/programme/status/notify'
import { apiError } from '@/platform/respond'

// The publish webhook: Sanity calls it when a document changes; it checks the
// signature against SANITY_REVALIDATE_SECRET and expires the cache tags of the changed type, so
// the next request reads the new content. A site, event or tour with a new live notice is then
// emailed to the members it concerns (programme/status/notify.ts).

interface WebhookBody {
  _type?: unknown
  _id?: unknown
}

const KNOWN: ReadonlySet<string> = new Set(Object.values(DOCUMENT_TYPES))
/** The documents with a live status (statusNotice): a site's edition, an event, a tour's sessions. */
const NOTICE_TYPES: ReadonlySet<string> = new Set([DOCUMENT_TYPES.site, DOCUMENT_TYPES.event, DOCUMENT_TYPES.tour])

async function tellMembers(id: string) {
  try {
    const settings = await getSettings()
    const sent = await notifyConcernedMembers(id, {
      db: getDatabase(),
      sender: senderFromEnv(),
      from: identityOf(settings),
      year: settings.currentYear,
      siteUrl: config().auth.baseURL,
      timeZone: settings.timeZone,
    })
    if (sent > 0) console.info(`[status] ${id}: emailed ${sent} member${sent === 1 ? '' : 's'} about its notice`)
  } catch (error) {
    console.error(`[status] telling the members about ${id} failed:`, error)
  }
}

export function tagsForChange(type: string): CacheTag[] {
  // Image assets and unknown types can touch anything: expire all content.
  return KNOWN.has(type) ? Object.values(TAGS).filter((tag) => tag === type) : [TAGS.all]
}

export async function handleRevalidate(request: NextRequest, wait = config().webhook.waitForConsistency): Promise<Response> {
  const secret = config().webhook.revalidateSecret
  if (!secret) {
    return apiError(503, 'unavailable', 'Revalidation is not configured on this server (SANITY_REVALIDATE_SECRET).')
  }
  let parsed: Awaited<ReturnType<typeof parseBody<WebhookBody>>>
  try {
    parsed = await parseBody<WebhookBody>(request, secret, wait)
  } catch {
    return apiError(400, 'bad_request', 'The webhook body is not valid JSON.')
  }
  if (!parsed.isValidSignature) {
    console.warn('[revalidate] rejected a request with a missing or invalid signature')
    return apiError(401, 'unauthorized', 'Invalid signature.')
  }
  const type = parsed.body?._type
  if (typeof type !== 'string' || type === '') {
    return apiError(400, 'bad_request', 'The webhook body needs the changed document’s _type (project {_type, _id} in the webhook).')
  }
  const tags = tagsForChange(type)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // This process's one-second copies go too, so the next visitor here gets the new page.
  forgetBurstCopies()
  const id = typeof parsed.body?._id === 'string' ? parsed.body._id : '(no id)'
  console.info(`[revalidate] ${type} ${id} → expired tags: ${tags.join(', ')}`)
  // A place that may carry a live notice: its members are told once the answer has gone.
  if (NOTICE_TYPES.has(type) && typeof parsed.body?._id === 'string') after(() => tellMembers(parsed.body!._id as string))
  return Response.json({ revalidated: true, type, id, tags })
}
