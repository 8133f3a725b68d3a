import { z } from 'zod'
import { STATUS_KINDS, valuesOf } from '@ohc/schemas/names'
import { listCollection } from './lists'
import { statusNotice } from './records/common'

// The live notices of this festival in one list (/api/status): every site whose edition, event
// and tour session has one, newest first. Read from the public lists, so a notice is never more
// than what a visitor may see of its place.

export const placeNotice = z
  .object({
    kind: z.enum(valuesOf(STATUS_KINDS)),
    message: z.string().optional(),
    postedAt: statusNotice.shape.postedAt,
    /** Who posted it: an editor (the Studio), or a site's host at the door (at capacity, closed early). */
    source: z.enum(['editor', 'host']),
    place: z.object({
      type: z.enum(['site', 'event', 'tour-session']),
      /** The site's, event's or tour's id. */
      id: z.string(),
      /** A tour session's key within its tour. */
      sessionId: z.string().optional(),
      name: z.string(),
      /** The page that shows the notice. */
      href: z.string(),
      /** A session's or an event's start. */
      start: z.string().optional(),
    }),
  })
  .meta({ id: 'PlaceNotice' })

export type PlaceNotice = z.output<typeof placeNotice>

/** Every editors' notice of `year`'s festival, newest first (programme/status/host-notices.ts adds the hosts'). */
export async function currentNotices(year: number): Promise<PlaceNotice[]> {
  const options = { year, archived: false, member: false }
  const [sites, events, tours] = await Promise.all([
    listCollection('sites', options),
    listCollection('events', options),
    listCollection('tours', options),
  ])
  const notices: PlaceNotice[] = []
  for (const { id, fields } of sites.data) {
    const status = fields.edition?.status
    if (status) notices.push({ ...status, source: 'editor', place: { type: 'site', id, name: fields.name, href: `/sites/${fields.slug}` } })
  }
  for (const { id, fields } of events.data) {
    if (fields.status) {
      notices.push({
        ...fields.status,
        source: 'editor',
        place: { type: 'event', id, name: fields.title, href: `/events/${fields.slug}`, start: fields.start },
      })
    }
  }
  for (const { id, fields } of tours.data) {
    for (const session of fields.sessions) {
      if (!session.status) continue
      notices.push({
        ...session.status,
        source: 'editor',
        place: { type: 'tour-session', id, sessionId: session.id, name: fields.title, href: `/tours/${fields.slug}`, start: session.start },
      })
    }
  }
  return notices.sort((a, b) => b.postedAt.localeCompare(a.postedAt))
}
