import { DayTimeline } from '@/visitors/ui/my-ohc/day-timeline'
import { NowPanel } from '@/visitors/ui/my-ohc/now-panel'
import { PlanItButton, SplitWeekendButton, type PlanItWords } from '@/visitors/ui/my-ohc/plan-actions.client'
import { ItineraryManager, type SelectedItinerary } from '@/visitors/ui/my-ohc/itinerary-manager.client'
import { ItineraryMap, dayRoute, itineraryMarkers } from '@/visitors/ui/my-ohc/itinerary-map'
import { itineraryWords } from '@/visitors/ui/my-ohc/itinerary-words'
import { buildItineraryView, type DayView } from '@/visitors/itineraries/view'
import { planItLabel } from '@/visitors/itineraries/plan-advice'
import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { signedInUser } from '@/platform/http/signed-in-user'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { festivalDays } from '@/content/festival-days'
import { getItinerary, listItineraries } from '@/visitors/itineraries/itineraries'
import { calendarTokenOf } from '@/visitors/itineraries/calendar-subscription'
import { wordsIn, type Words } from '@/platform/i18n/catalogues'
import { pageLanguage, privatePageMetadata } from '@/content/page-language'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'itinerary')('title'))
export const dynamic = 'force-dynamic'

/** "Plan it for me"'s words for a day, said here in the page's language. */
function planItWords(day: DayView, t: Words<'itinerary'>, language: string): PlanItWords {
  const weekday = day.day.weekday
  const advice = day.advice
  return {
    label: advice?.kind === 'better' ? planItLabel(advice, t, language) : t('plan.label'),
    done: t('plan.done', { weekday }),
    unchanged: t(advice?.kind === 'planned' ? 'plan.planned' : 'plan.asGood', { weekday }),
  }
}

// The member's itineraries, their timelines and map, in the address's language (/es/my-ohc/…):
// the server says the plan, and the editor's islands are given their words as strings.
export default async function MyItinerariesPage({ params, searchParams }: Props) {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'itinerary')
  const requested = (await searchParams).id
  const wanted = typeof requested === 'string' ? requested : undefined
  const user = await signedInUser(wanted ? `/my-ohc/itineraries?id=${encodeURIComponent(wanted)}` : '/my-ohc/itineraries')
  const db = getDatabase()
  const list = await listItineraries(db, user.id)
  // An unknown or someone else's id shows your first itinerary: ownership is in the query.
  const selectedId = list.find((it) => it.id === wanted)?.id ?? list[0]?.id
  const detail = selectedId ? await getItinerary(db, user.id, selectedId) : undefined
  const [view, days, calendarToken] = await Promise.all([
    buildItineraryView(detail?.items ?? [], language),
    festivalDays(language).catch(() => []),
    detail ? calendarTokenOf(db, user.id, detail.id) : null,
  ])
  const today = view.days.find((d) => d.day.date === view.today)
  const selected: SelectedItinerary | null = detail
    ? { id: detail.id, name: detail.name, shareToken: detail.shareToken, calendarToken, items: view.items }
    : null
  const words = itineraryWords(language)

  return (
    <div className={styles.page} data-template="my-itineraries" lang={language}>
      <h1>{t('title')}</h1>
      <MyOhcNav current="/my-ohc/itineraries" language={language} />
      <ItineraryManager itineraries={list} selected={selected} days={days} words={words}>
        {selected && selected.items.length ? (
          <>
            {today ? <NowPanel view={today} timeZone={view.timeZone} now={view.now} language={language} /> : null}
            <SplitWeekendButton itineraryId={selected.id} moves={view.split ?? []} words={words.split} language={words.language} />
            {view.days.map((day) => (
              <DayTimeline
                key={day.day.date}
                view={day}
                timeZone={view.timeZone}
                units={view.units}
                language={language}
                action={
                  day.advice && day.plan && day.plan.visits.length + day.plan.unplanned.length > 1 ? (
                    <PlanItButton itineraryId={selected.id} advice={day.advice} words={planItWords(day, t, language)} />
                  ) : null
                }
              />
            ))}
            {view.days.every((d) => !d.plan) ? <p className="muted">{t('giveDay')}</p> : null}
            <ItineraryMap markers={itineraryMarkers(view.items, view.days, language)} route={dayRoute(view.days)} language={language} />
          </>
        ) : null}
      </ItineraryManager>
    </div>
  )
}
