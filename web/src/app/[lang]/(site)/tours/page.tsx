import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { pageMetadata } from '@/platform/seo'
import { TOUR_MODES } from '@ohc/schemas/names'
import { TourCard } from '@/programme/ui/tours/tour-card'
import styles from '@/programme/ui/tours/tours.module.css'
import { currentFestival, liveList } from '@/content/programme'

// City tours by mode (bus, on foot, by river), then this festival's site tours with their sessions.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    {
      title: 'Tours',
      description: 'Architecture tours by bus, on foot and by river, and this year’s guided festival site tours.',
      path: '/tours',
    },
    await getIdentity(),
  )
}

const CITY_MODES = TOUR_MODES.filter((m) => m.value !== 'site-tour')

const MODE_HEADINGS: Record<string, string> = {
  bus: 'By bus',
  walking: 'On foot',
  'river-cruise': 'By river cruise',
}

export default async function ToursPage() {
  const [{ year, timeZone }, tours, { currency }] = await Promise.all([currentFestival(), liveList('tours'), getIdentity()])
  const city = tours.filter((t) => t.fields.kind === 'city')
  const festival = tours.filter((t) => t.fields.kind === 'festival')

  return (
    <div data-template="tours-list">
      <h1>Tours</h1>
      <p className="lede">See the city with our guides all year round, and go behind the scenes during the festival.</p>
      <nav aria-label="Tour types" className="cluster">
        {CITY_MODES.map((mode) => (
          <a key={mode.value} href={`#mode-${mode.value}`} className="button quiet">
            {MODE_HEADINGS[mode.value] ?? mode.title}
          </a>
        ))}
        <a href="#site-tours" className="button quiet">
          Festival site tours
        </a>
      </nav>
      <h2>City tours</h2>
      {CITY_MODES.map((mode) => {
        const list = city.filter((t) => t.fields.mode === mode.value)
        if (list.length === 0) return null
        return (
          <section key={mode.value} id={`mode-${mode.value}`} aria-labelledby={`mode-${mode.value}-title`}>
            <h3 id={`mode-${mode.value}-title`}>{MODE_HEADINGS[mode.value] ?? mode.title}</h3>
            <ul className={`grid ${styles.list}`}>
              {list.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour.fields} timeZone={timeZone} currency={currency} level="h4" />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <section id="site-tours" aria-labelledby="site-tours-title">
        <h2 id="site-tours-title">Festival site tours {year}</h2>
        <p>Small-group tours of festival buildings, with a set number of places per session.</p>
        {festival.length ? (
          <ul className={`grid ${styles.list}`}>
            {festival.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour.fields} timeZone={timeZone} currency={currency} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">This year’s site tours will be announced soon.</p>
        )}
      </section>
    </div>
  )
}
