import type { ItineraryView } from './view'
import type { FeedEntry } from './calendar-feed'

// The one place the calendar feed reads the itinerary's plan: each visit of each festival day's
// timeline (the day in the visitor's order, as the page shows it) becomes an entry, from the start
// of the visit (after any wait for the door, a booking or the line) to the departure. A place the
// day leaves out ("Does not fit") has no entry: a calendar should not send anyone to a closed door.

const minutes = (n: number) => `${n} min`

/** Entries of the view's day plans; stops of `skip` (ref ids attended at a booked time) are left to their booking. */
export function planEntries(view: ItineraryView, { skip = new Set<string>() }: { skip?: ReadonlySet<string> } = {}): FeedEntry[] {
  const byId = new Map(view.items.flatMap((item) => (item.id ? [[item.id, item] as const] : [])))
  return view.days.flatMap(({ plan }) =>
    (plan?.visits ?? []).flatMap((visit): FeedEntry[] => {
      const item = byId.get(visit.stop.id)
      if (item && skip.has(item.refId)) return []
      const notes = [
        visit.walk ? `Walk of ${minutes(visit.walk.minutes)} from your previous stop.` : '',
        visit.lineMinutes > 0 ? `About ${minutes(visit.lineMinutes)} in line.` : '',
        item?.status?.message ?? '',
        item?.note ?? '',
      ].filter(Boolean)
      return [
        {
          key: `plan-${visit.stop.id}`,
          title: visit.stop.title,
          start: visit.visitStart,
          end: visit.departure,
          ...(visit.stop.href ? { path: visit.stop.href } : {}),
          ...(item?.address ? { location: item.address } : {}),
          ...(notes.length ? { description: notes.join('\n') } : {}),
          cancelled: item?.status?.kind === 'cancelled',
        },
      ]
    }),
  )
}
