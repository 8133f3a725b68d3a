import { getIdentity } from '@/content/identity'
import { TOUR_MODES } from '@ohc/schemas/names'
import { TourCard } from '@/programme/ui/tours/tour-card'
import styles from '@/programme/ui/tours/tours.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguage, pageLanguages, listPageMetadata, fallbackOf } from '@/content/page-language'

// City tours by mode (bus, on foot, by river), then this festival's site tours with their sessions.
// It speaks its address's language: the tours' translations and the catalogue's `tours` words.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = listPageMetadata('tours', '/tours')

const CITY_MODES = TOUR_MODES.filter((m) => m.value !== 'site-tour').map((m) => m.value)

export default async function ToursPage({ params }: Props) {
  const language = await pageLanguage(params)
  const [{ year, timeZone }, tours, { currency }, languages] = await Promise.all([
    currentFestival(),
    liveList('tours', await contentLang(language)),
    getIdentity(),
    pageLanguages(),
  ])
  const t = wordsIn(language, 'tours')
  const fallback = fallbackOf(language, languages)
  const city = tours.filter((tour) => tour.fields.kind === 'city')
  const festival = tours.filter((tour) => tour.fields.kind === 'festival')
  const modeHeading = (mode: string) => t(`mode.${mode}` as 'mode.bus')

  return (
    <div data-template="tours-list" lang={language}>
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      <nav aria-label={t('types')} className="cluster">
        {CITY_MODES.map((mode) => (
          <a key={mode} href={`#mode-${mode}`} className="button quiet">
            {modeHeading(mode)}
          </a>
        ))}
        <a href="#site-tours" className="button quiet">
          {t('siteTours')}
        </a>
      </nav>
      <h2>{t('city')}</h2>
      {CITY_MODES.map((mode) => {
        const list = city.filter((tour) => tour.fields.mode === mode)
        if (list.length === 0) return null
        return (
          <section key={mode} id={`mode-${mode}`} aria-labelledby={`mode-${mode}-title`}>
            <h3 id={`mode-${mode}-title`}>{modeHeading(mode)}</h3>
            <ul className={`grid ${styles.list}`}>
              {list.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour.fields} timeZone={timeZone} currency={currency} level="h4" language={language} fallback={fallback} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <section id="site-tours" aria-labelledby="site-tours-title">
        <h2 id="site-tours-title">{t('siteToursYear', { year: String(year) })}</h2>
        <p>{t('siteToursLede')}</p>
        {festival.length ? (
          <ul className={`grid ${styles.list}`}>
            {festival.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour.fields} timeZone={timeZone} currency={currency} language={language} fallback={fallback} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">{t('soon')}</p>
        )}
      </section>
    </div>
  )
}
