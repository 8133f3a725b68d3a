import { getEvent } from '@/content/programme'
import { eventCalendar } from '@/programme/events/ics-event'
import { siteUrl } from '@/platform/seo'
import { checkId } from '@/platform/params'
import { apiError, textAnswer } from '@/platform/respond'
import { route } from '@/platform/http/route'
import { hasSessionCookie, viewer } from '@/platform/http/viewer'

// An event as an .ics file ("Add to calendar" on the event page). A members-only event's venue
// is in the file only for a member: the query withholds it for everyone else, as on the page. So
// a signed-in caller's file is theirs alone, and the public one varies with the cookie.

export const GET = route({ params: ['id'] }, async ({ request, params }) => {
  const id = checkId(params.id)
  if (!id.ok) return apiError(400, 'bad_request', id.message)
  const { member } = await viewer(request)
  const event = await getEvent(id.value, { year: null, member })
  if (!event) return apiError(404, 'not_found', `No event has the id "${id.value}".`)
  const origin = siteUrl().origin
  const body = eventCalendar(
    { id: event.id, ...event.fields },
    { url: `${origin}/events/${event.fields.slug}`, host: new URL(origin).host },
  )
  return textAnswer(request, body, hasSessionCookie(request) ? 'private' : 'live', {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${event.fields.slug.replace(/[^a-z0-9-]/gi, '-')}.ics"`,
  })
})
