import type { DistanceUnit } from '@ohc/schemas/names'
import { identityOf } from '@/content/identity'
import { getSettings } from '@/content/settings'
import { resolveRefs, type ContentRef } from '@/content/itinerary-refs'
import { festivalDays } from '@/content/festival-days'
import type { FestivalDay } from '@/programme/festival/days'
import { planDay, planInOrder, type DayPlanResult, type FixedTime, type PlannerStop } from '@/visitors/planner'
import { hoursOn } from '@/programme/hours/opening-hours'
import type { PublicLocation } from '@/kernel/geo/public-location'
import { wordsIn } from '@/platform/i18n/catalogues'
import { calendarDay } from '@/kernel/time'
import { currentNotices } from '@/content/status'
import { liveWaits } from '@/door/lines/current'
import { now } from '@/platform/clock'
import type { LiveStatus } from '@/programme/status/notice'
import { dayStartFrom, setOutOnTime } from './day-start'
import { otherOpenDays } from './other-open-days'
import { planAdvice, type PlanAdvice } from './plan-advice'
import { weekendSplit, type DayMove } from './weekend-split'

// Server side of every itinerary view (the owner's page, the print view, the shared page): the
// items with their content (title, link, place, hours that day) and one plan per festival day
// from the planner, in the visitor's list order (on the day itself, from now): each site within its hours, each event at its
// time, the line at each door on the festival's own days, and what does not fit with the other
// day it could go to. Beside it, for the owner, the planner's best order and what it would save.
// Plain data, so client components can take it as props. Its words (the days, "Closed", a
// members-only place's address) are in `language`, English when none is given.

export interface ItemInput {
  id?: string
  kind: string
  refId: string
  day: string | null
  note: string | null
  /** How long the member means to stay; null: the planner's usual visit. Required, so that no
   * reader of the items (page, print, shared page, calendar feed) can leave it out by mistake. */
  visitMinutes: number | null
  position: number
}

export interface ViewItem {
  /** The item's id: absent in a shared view, which must not address the original. */
  id?: string
  kind: string
  refId: string
  day: string | null
  note: string | null
  /** The member's own time there; null: the planner's usual visit (DEFAULT_VISIT_MINUTES). */
  visitMinutes: number | null
  title: string
  href?: string
  /** The street address, or, for a members-only place, the note that its exact location is for members. */
  address?: string
  /** Approximate for a members-only place (kernel/geo/public-location.ts). */
  location?: PublicLocation
  /** "10:00–15:00" that day, or "Closed" when the site has hours but none that day. */
  hoursThatDay?: string
  /** The place's live notice (cancelled, closed early…), when it has one. */
  status?: LiveStatus
}

export interface PlanStopView extends PlannerStop {
  /** The itinerary item's id; absent in a shared view. */
  itemId?: string
  kind: string
  href?: string
  address?: string
  note: string | null
}

export interface DayView {
  day: FestivalDay
  /** The day in the list's order (planInOrder). */
  plan: DayPlanResult<PlanStopView> | null
  /** Items of that day without a place on the map. */
  unplaced: ViewItem[]
  /** For each stop the plan leaves out (by stop id): the festival's other days it is open. */
  otherDays: Record<string, FestivalDay[]>
  /** Minutes in line by stop id, counted on the festival day itself only (as planned). */
  lineWaits?: Record<string, number>
  /** The list's order against the planner's best ("Plan it for me"); absent when shared. */
  advice?: PlanAdvice
}

export interface ItineraryView {
  items: ViewItem[]
  days: DayView[]
  timeZone: string
  /** The settings' units, for the walks. */
  units: DistanceUnit
  /** The items whose day "Split across the weekend" changes; absent in a shared view. */
  split?: DayMove[]
  /** The app's clock when planned (platform/clock.ts), for "Now". */
  now: Date
  /** The date when today is a festival day: "Now" and the lines at the doors. */
  today?: string
}

/** Minutes visitors should expect in line now, by site id: fresh reports of a line only. */
async function linesNow(at: Date): Promise<Map<string, number>> {
  const waits = await liveWaits(at)
  const lines = new Map<string, number>()
  for (const [siteId, wait] of waits) if (wait.fresh && wait.minutes !== undefined) lines.set(siteId, wait.minutes)
  return lines
}

/** A booked time from content: an event's start and end (an hour when it gives no end). */
function fixedOf(ref: ContentRef | undefined): FixedTime | undefined {
  if (!ref?.start || (ref.kind !== 'event' && ref.kind !== 'tour')) return undefined
  const start = new Date(ref.start)
  if (Number.isNaN(start.getTime())) return undefined
  const end = ref.end ? new Date(ref.end) : new Date(start.getTime() + 60 * 60_000)
  return { start, end: end > start ? end : new Date(start.getTime() + 60 * 60_000), kind: ref.kind }
}
function hoursLabel(ref: ContentRef | undefined, day: string | null, closed: string): string | undefined {
  if (!ref?.hours || !day) return undefined
  const today = hoursOn(ref.hours, day)
  return today ? `${today.opens}–${today.closes}` : closed
}

export async function buildItineraryView(input: ItemInput[], language?: string): Promise<ItineraryView> {
  const t = wordsIn(language, 'itinerary')
  // The list's order is the order of each day's timeline.
  const items = [...input].sort((a, b) => a.position - b.position)
  const settings = await getSettings().catch((error) => {
    console.error('Failed to read settings for an itinerary:', error)
    return null
  })
  const { timeZone, units } = identityOf(settings)
  const [refs, days, notices] = await Promise.all([
    settings
      ? resolveRefs(
          items.map((i) => i.refId),
          settings.currentYear,
        )
      : Promise.resolve(new Map<string, ContentRef>()),
    festivalDays(language).catch(() => []),
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
      visitMinutes: item.visitMinutes ?? null,
      title: ref?.title ?? item.refId,
      ...(ref?.href ? { href: ref.href } : {}),
      ...(ref?.address ? { address: ref.address } : ref?.location?.approximate ? { address: t('exactForMembers') } : {}),
      ...(ref?.location ? { location: ref.location } : {}),
      ...(hoursLabel(ref, item.day, t('closed')) ? { hoursThatDay: hoursLabel(ref, item.day, t('closed')) } : {}),
      ...(statusOf.has(item.refId) ? { status: statusOf.get(item.refId) } : {}),
    }
  })
  const stopOf = (item: ViewItem): PlanStopView | undefined => {
    if (!item.location) return undefined
    const ref = refs.get(item.refId)
    const fixed = fixedOf(ref)
    return {
      id: item.id ?? `${item.kind}:${item.refId}`,
      ...(item.id ? { itemId: item.id } : {}),
      kind: item.kind,
      title: item.title,
      lat: item.location.lat,
      lng: item.location.lng,
      ...(item.href ? { href: item.href } : {}),
      ...(item.address ? { address: item.address } : {}),
      note: item.note,
      ...(item.visitMinutes ? { visitMinutes: item.visitMinutes } : {}),
      ...(ref?.hours ? { hours: ref.hours } : {}),
      ...(fixed ? { fixed } : {}),
    }
  }
  const at = now()
  const today = calendarDay(at, timeZone)
  // The line at each door counts only on the day it is reported.
  const lines = days.some((d) => d.date === today) ? await linesNow(at) : new Map<string, number>()
  const listIds = items.flatMap((item) => (item.id ? [item.id] : []))
  const dayViews = days.map((day): DayView => {
    const ofDay = view.filter((item) => item.day === day.date)
    const stops = ofDay.flatMap((item) => stopOf(item) ?? [])
    const lineWaits =
      day.date === today
        ? Object.fromEntries(
            ofDay.flatMap((item) => (lines.has(item.refId) ? [[item.id ?? `${item.kind}:${item.refId}`, lines.get(item.refId)!]] : [])),
          )
        : undefined
    const input = stops.length
      ? {
          date: day.date,
          timeZone,
          start: dayStartFrom(stops, day.date, { at, today, timeZone }),
          stops,
          ...(lineWaits ? { lineWaits } : {}),
        }
      : undefined
    const plan = input ? setOutOnTime(input, planInOrder(input), planInOrder) : null
    const advice =
      input && plan && listIds.length === items.length
        ? planAdvice(
            listIds,
            ofDay.map((item) => item.id!),
            plan,
            setOutOnTime(input, planDay(input), planDay),
          )
        : undefined
    return {
      day,
      plan,
      unplaced: ofDay.filter((item) => !item.location),
      otherDays: Object.fromEntries((plan?.unplanned ?? []).map((u) => [u.stop.id, otherOpenDays(u.stop, days, day.date)])),
      ...(lineWaits ? { lineWaits } : {}),
      ...(advice ? { advice } : {}),
    }
  })
  const owned = view.flatMap((item) => {
    const stop = item.id ? stopOf(item) : undefined
    return stop ? [{ ...stop, itemId: item.id!, day: item.day }] : []
  })
  const split = listIds.length
    ? weekendSplit(
        owned,
        days.map((d) => d.date),
        timeZone,
      )
    : undefined
  const festivalToday = days.some((d) => d.date === today)
  return { items: view, days: dayViews, timeZone, units, ...(split ? { split } : {}), now: at, ...(festivalToday ? { today } : {}) }
}
