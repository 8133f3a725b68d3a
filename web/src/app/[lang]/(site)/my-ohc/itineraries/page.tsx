import type { Metadata } from 'next'
import { DayTimeline } from '@/visitors/ui/my-ohc/day-timeline'
import { NowPanel } from '@/visitors/ui/my-ohc/now-panel'
import { PlanItButton, SplitWeekendButton } from '@/visitors/ui/my-ohc/plan-actions.client'
import { ItineraryManager, type SelectedItinerary } from '@/visitors/ui/my-ohc/itinerary-manager.client'
import { ItineraryMap, dayRoute, itineraryMarkers } from '@/visitors/ui/my-ohc/itinerary-map'
import { buildItineraryView } from '@/visitors/itineraries/view'
import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { signedInUser } from '@/platform/http/signed-in-user'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { festivalDays } from '@/content/festival-days'
import { getItinerary, listItineraries } from '@/visitors/itineraries/itineraries'
import { calendarTokenOf } from '@/visitors/itineraries/calendar-subscription'

export const metadata: Metadata = { title: 'My itineraries', robots: { index: false } }
export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function MyItinerariesPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = (await searchParams).id
  const wanted = typeof requested === 'string' ? requested : undefined
  const user = await signedInUser(wanted ? `/my-ohc/itineraries?id=${encodeURIComponent(wanted)}` : '/my-ohc/itineraries')
  const db = getDatabase()
  const list = await listItineraries(db, user.id)
  // An unknown or someone else's id shows your first itinerary: ownership is in the query.
  const selectedId = list.find((it) => it.id === wanted)?.id ?? list[0]?.id
  const detail = selectedId ? await getItinerary(db, user.id, selectedId) : undefined
  const [view, days, calendarToken] = await Promise.all([
    buildItineraryView(detail?.items ?? []),
    festivalDays().catch(() => []),
    detail ? calendarTokenOf(db, user.id, detail.id) : null,
  ])
  const today = view.days.find((d) => d.day.date === view.today)
  const selected: SelectedItinerary | null = detail
    ? { id: detail.id, name: detail.name, shareToken: detail.shareToken, calendarToken, items: view.items }
    : null

  return (
    <div className={styles.page} data-template="my-itineraries">
      <h1>My itineraries</h1>
      <MyOhcNav current="/my-ohc/itineraries" />
      <ItineraryManager itineraries={list} selected={selected} days={days}>
        {selected && selected.items.length ? (
          <>
            {today ? <NowPanel view={today} timeZone={view.timeZone} now={view.now} /> : null}
            <SplitWeekendButton itineraryId={selected.id} moves={view.split ?? []} />
            {view.days.map((day) => (
              <DayTimeline
                key={day.day.date}
                view={day}
                timeZone={view.timeZone}
                units={view.units}
                action={
                  day.advice && day.plan && day.plan.visits.length + day.plan.unplanned.length > 1 ? (
                    <PlanItButton itineraryId={selected.id} advice={day.advice} weekday={day.day.weekday} />
                  ) : null
                }
              />
            ))}
            {view.days.every((d) => !d.plan) ? <p className="muted">Give items a day to see a timeline for that day.</p> : null}
            <ItineraryMap markers={itineraryMarkers(view.items, view.days)} route={dayRoute(view.days)} />
          </>
        ) : null}
      </ItineraryManager>
    </div>
  )
}
