import { getSettings } from '@/content/settings'
import { resolveRefs, type ContentRef } from '@/content/itinerary-refs'
import { festivalDays, type FestivalDay } from './festival-days'
import { planDay, type DayPlan, type PlanStop } from './day-plan'
import { hoursOn } from '@/time/opening-hours'
import { EXACT_FOR_MEMBERS, type PublicLocation } from '@/geo/public-location'
import { DEFAULT_TIME_ZONE } from '@/time'
import { currentNotices } from '@/content/status'
import type { LiveStatus } from '@/status/notice'

// Server side of every itinerary view (the owner's page, the print view, the shared page): the
// items with their content (title, link, place, hours that day) and one walking plan per
// festival day. Plain data, so client components can take it as props.

export interface ItemInput {
  id?: string
  kind: string
  refId: string
  day: string | null
  note: string | null
  position: number
}

export interface ViewItem {
  /** The item's id: absent in a shared view, which must not address the original. */
  id?: string
  kind: string
  refId: string
  day: string | null
  note: string | null
  title: string
  href?: string
  /** The street address, or, for a members-only place, the note that its exact location is for members. */
  address?: string
  /** Approximate for a members-only place (geo/public-location.ts). */
  location?: PublicLocation
  /** "10:00–15:00" that day, or "Closed" when the site has hours but none that day. */
  hoursThatDay?: string
  /** The place's live notice (cancelled, closed early…), when it has one. */
  status?: LiveStatus
}

export interface PlanStopView extends PlanStop {
  href?: string
}

export interface DayView {
  day: FestivalDay
  plan: DayPlan<PlanStopView> | null
  /** Items of that day without a place on the map (or without hours to plan by). */
  unplaced: ViewItem[]
}

export interface ItineraryView {
  items: ViewItem[]
  days: DayView[]
  timeZone: string
}

function hoursLabel(ref: ContentRef | undefined, day: string | null): string | undefined {
  if (!ref?.hours || !day) return undefined
  const today = hoursOn(ref.hours, day)
  return today ? `${today.opens}–${today.closes}` : 'Closed'
}

export async function buildItineraryView(items: ItemInput[]): Promise<ItineraryView> {
  const settings = await getSettings().catch((error) => {
    console.error('Failed to read settings for an itinerary:', error)
    return null
  })
  const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE
  const [refs, days, notices] = await Promise.all([
    settings
      ? resolveRefs(
          items.map((i) => i.refId),
          settings.currentYear,
        )
      : Promise.resolve(new Map<string, ContentRef>()),
    festivalDays().catch(() => []),
    settings ? currentNotices(settings.currentYear).catch(() => []) : Promise.resolve([]),
  ])
  // A site's or an event's own notice (a tour's are per session, shown with its reservations).
  const statusOf = new Map(
    notices.filter((n) => n.place.type !== 'tour-session').map(({ place, ...status }) => [place.id, status] as const),
  )
  const view: ViewItem[] = items.map((item) => {
    const ref = refs.get(item.refId)
    return {
      ...(item.id ? { id: item.id } : {}),
      kind: item.kind,
      refId: item.refId,
      day: item.day,
      note: item.note,
      title: ref?.title ?? item.refId,
      ...(ref?.href ? { href: ref.href } : {}),
      ...(ref?.address ? { address: ref.address } : ref?.location?.approximate ? { address: EXACT_FOR_MEMBERS } : {}),
      ...(ref?.location ? { location: ref.location } : {}),
      ...(hoursLabel(ref, item.day) ? { hoursThatDay: hoursLabel(ref, item.day) } : {}),
      ...(statusOf.has(item.refId) ? { status: statusOf.get(item.refId) } : {}),
    }
  })
  const dayViews = days.map((day): DayView => {
    const ofDay = view.filter((item) => item.day === day.date)
    const stops: PlanStopView[] = ofDay.flatMap((item) =>
      item.location
        ? [
            {
              id: item.id ?? `${item.kind}:${item.refId}`,
              title: item.title,
              lat: item.location.lat,
              lng: item.location.lng,
              href: item.href,
              hours: refs.get(item.refId)?.hours,
            },
          ]
        : [],
    )
    return {
      day,
      plan: stops.length ? planDay(stops, { date: day.date, timeZone }) : null,
      unplaced: ofDay.filter((item) => !item.location),
    }
  })
  return { items: view, days: dayViews, timeZone }
}
