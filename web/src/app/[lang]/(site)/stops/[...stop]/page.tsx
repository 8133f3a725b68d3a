import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { addToItineraryWords } from '@/visitors/ui/add-to-itinerary/words'
import { RichText } from '@/programme/ui/events/portable-text'
import { PlacesList } from '@/programme/ui/neighborhoods/places-list'
import { trailFacts } from '@/programme/ui/trails/labels'
import { TrailMap } from '@/programme/ui/trails/trail-map'
import { TrailStops } from '@/programme/ui/trails/trail-stops'
import styles from '@/programme/ui/trails/trails.module.css'
import { getStopBySlug, pointsOfInterest } from '@/content/programme'
import { within } from '@/kernel/geo'
import type { Trail } from '@/content/records/programme-pages'
import { detailPage, slugPaths, type DetailPageProps } from '@/platform/seo/detail-page'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguages, pageSiteName, fallbackOf, langOfFields } from '@/content/page-language'

// One stop of a trail: its story and pictures, the building it stands for, and each trail it is
// on with that trail's stops in order, on a map, and the way to the previous and next stop. It
// speaks its address's language: the stop's and its trails' translations (a field not translated
// is shown in the default language, marked with it) and the catalogue's `trails` words.

export const revalidate = 60

export function generateStaticParams(): { stop: string[] }[] {
  return []
}

/** Information points and restrooms this close to a trail's stops are shown on its map. */
const ALONG_KM = 0.5
const HELPFUL = new Set(['info', 'restroom', 'transit'])

async function load(slug: string, language: string) {
  const lang = await contentLang(language)
  const stop = await getStopBySlug(slug, lang)
  return stop ? { stop, language, lang } : null
}

const page = detailPage(
  'stop',
  load,
  ({ stop: { fields, slugs }, language }) => ({
    language,
    paths: slugs ? slugPaths('/stops', slugs) : undefined,
    title: fields.title,
    description: fields.site?.summary ?? fields.pointOfInterest?.description,
    path: `/stops/${fields.slug}`,
    image: fields.images[0],
    type: 'article',
  }),
  pageSiteName,
)

export const generateMetadata = page.generateMetadata

function neighbours(trail: Trail['fields'], id: string) {
  const index = trail.stops.findIndex((s) => s.id === id)
  return { index, previous: trail.stops[index - 1], next: trail.stops[index + 1] }
}

export default async function StopPage(props: DetailPageProps<'stop'>) {
  const { stop, language, lang } = await page.record(props)
  const [pois, { units }, languages] = await Promise.all([
    pointsOfInterest(lang).then((all) => all.map((p) => p.fields).filter((p) => HELPFUL.has(p.category))),
    getIdentity(),
    pageLanguages(),
  ])
  const { fields, trails } = stop
  const t = wordsIn(language, 'trails')
  const fallback = fallbackOf(language, languages)
  const langOf = langOfFields(fallback, fields.untranslated)

  return (
    <article data-template="stop" lang={language}>
      <p className="eyebrow">
        <Link href="/stops">{t('title')}</Link>
      </p>
      <h1 lang={langOf('title')}>{fields.title}</h1>
      {fields.site ? (
        <p className="lede">
          {t.rich('at', {
            name: fields.site.name,
            site: (chunks) => <Link href={`/sites/${fields.site?.slug ?? ''}`}>{chunks}</Link>,
          })}
          {fields.site.summary ? `: ${fields.site.summary}` : ''}
        </p>
      ) : fields.pointOfInterest?.description ? (
        <p className="lede">{fields.pointOfInterest.description}</p>
      ) : null}
      <AddToItinerary kind="stop" refId={stop.id} title={fields.title} words={addToItineraryWords(language)} />
      <div lang={langOf('narrative')}>
        <RichText value={fields.narrative} />
      </div>
      {fields.images.length ? (
        <div className={styles.images}>
          {fields.images.map((image) => (
            <figure key={image.ref}>
              <img src={image.url} alt={image.alt ?? ''} width={image.width} height={image.height} loading="lazy" />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      {trails.map(({ id, fields: trail }) => {
        const { index, previous, next } = neighbours(trail, stop.id)
        const along = within(
          pois,
          trail.stops.map((s) => s.location),
          ALONG_KM,
        )
        return (
          <section key={id} className={styles.trail} aria-labelledby={`trail-${trail.slug}`}>
            <h2 id={`trail-${trail.slug}`}>{t('stopOf', { index: index + 1, count: trail.stops.length, trail: trail.title })}</h2>
            <p className="muted">{trailFacts(trail, units, language)}</p>
            <nav className={styles.pager} aria-label={t('pager', { trail: trail.title })}>
              {previous?.slug ? (
                <Link href={`/stops/${previous.slug}`} rel="prev">
                  {t('previous', { title: previous.title })}
                </Link>
              ) : (
                <span />
              )}
              {next?.slug ? (
                <Link href={`/stops/${next.slug}`} rel="next">
                  {t('next', { title: next.title })}
                </Link>
              ) : (
                <span />
              )}
            </nav>
            <TrailMap trail={trail} pointsOfInterest={along} language={language} />
            <TrailStops trail={trail} currentId={stop.id} language={language} />
            <PlacesList places={along} label={t('along', { trail: trail.title })} language={language} />
          </section>
        )
      })}
    </article>
  )
}
