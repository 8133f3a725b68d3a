import Link from '@/ui/link'
import { DayTimeline } from './day-timeline'
import { ItineraryMap, dayRoute, itineraryMarkers } from './itinerary-map'
import type { ItineraryView } from '@/visitors/itineraries/view'
import styles from './itinerary.module.css'
import { wordsIn } from '@/platform/i18n/catalogues'

// An itinerary to read, not to edit: the shared link's page and the print view. Each festival
// day's timeline (times, walks, addresses, notes), then the items on no day's timeline, then the
// map. No controls, no ids of the original itinerary or its items. In the page's language.

interface Props {
  name: string
  view: ItineraryView
  dayLabels: Map<string, string>
  language?: string
}

export function ReadOnlyItinerary({ name, view, dayLabels, language }: Props) {
  const t = wordsIn(language, 'itinerary')
  const timed = new Set(view.days.flatMap((d) => d.plan?.visits.map((v) => v.stop.id) ?? []))
  const rest = view.items.filter((item) => !timed.has(item.id ?? `${item.kind}:${item.refId}`))
  return (
    <article aria-labelledby="itinerary-name">
      <h1 id="itinerary-name">{name}</h1>
      {view.items.length === 0 ? <p>{t('readOnly.empty')}</p> : null}
      {view.days.map((day) => (
        <DayTimeline key={day.day.date} view={day} timeZone={view.timeZone} units={view.units} level={2} language={language} />
      ))}
      {rest.length ? (
        <section aria-labelledby="other-items">
          <h2 id="other-items">{rest.length === view.items.length ? t('readOnly.items') : t('readOnly.notOnTimeline')}</h2>
          <ol className={styles.items}>
            {rest.map((item) => (
              <li key={`${item.kind}:${item.refId}`} className={styles.item}>
                <h3 className={styles.itemTitle}>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
                <p className="muted">
                  {[
                    item.day ? (dayLabels.get(item.day) ?? item.day) : t('readOnly.anyDay'),
                    item.address,
                    item.hoursThatDay ? t('readOnly.hoursThatDay', { hours: item.hoursThatDay }) : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {item.note ? <p>{item.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <ItineraryMap markers={itineraryMarkers(view.items, view.days, language)} route={dayRoute(view.days)} language={language} />
    </article>
  )
}
