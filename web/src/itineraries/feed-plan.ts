import { WARNING_TEXT } from './day-plan'
import type { ItineraryView } from './view'
import type { FeedEntry } from './calendar-feed'

// The one place the calendar feed reads the itinerary's plan: each planned stop of each festival
// day becomes an entry, from the start of its visit (its arrival, or its opening when the walk
// gets there early) to its departure. Whatever planner builds the view, only this adapter follows
// its shape.

/** Entries of the view's day plans; stops of `skip` (ref ids attended at a booked time) are left to their booking. */
export function planEntries(view: ItineraryView, { skip = new Set<string>() }: { skip?: ReadonlySet<string> } = {}): FeedEntry[] {
  const byId = new Map(view.items.flatMap((item) => (item.id ? [[item.id, item] as const] : [])))
  return view.days.flatMap(({ plan }) =>
    (plan?.stops ?? []).flatMap((planned): FeedEntry[] => {
      const item = byId.get(planned.stop.id)
      if (item && skip.has(item.refId)) return []
      const notes = [
        planned.walk ? `Walk of ${planned.walk.minutes} min from your previous stop.` : '',
        ...planned.warnings.map((w) => `${WARNING_TEXT[w]}.`),
        item?.status?.message ?? '',
        item?.note ?? '',
      ].filter(Boolean)
      return [
        {
          key: `plan-${planned.stop.id}`,
          title: planned.stop.title,
          start: planned.waitsUntil ?? planned.arrival,
          end: planned.departure,
          ...(planned.stop.href ? { path: planned.stop.href } : {}),
          ...(item?.address ? { location: item.address } : {}),
          ...(notes.length ? { description: notes.join('\n') } : {}),
          cancelled: item?.status?.kind === 'cancelled',
        },
      ]
    }),
  )
}
