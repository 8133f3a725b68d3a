import Link from '@/ui/link'
import { NeighborhoodMap } from '@/programme/ui/neighborhoods/neighborhood-map'
import styles from '@/programme/ui/neighborhoods/neighborhoods.module.css'
import { PlacesList } from '@/programme/ui/neighborhoods/places-list'
import { SiteCard } from '@/programme/ui/neighborhoods/site-card'
import { currentFestival, getNeighborhoodBySlug, pointsOfInterest } from '@/content/programme'
import { within } from '@/kernel/geo'
import { detailPage, type DetailPageProps } from '@/platform/seo/detail-page'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguages, pageSiteName, fallbackOf, langOfFields } from '@/content/page-language'

// One neighborhood: what it is like, its open sites this year as cards and on a map, and the
// transit stops, information points and restrooms nearby. It speaks its address's language: the
// neighborhood's and its sites' translations (a field not translated is shown in the default
// language, marked with it) and the catalogue's `neighborhoods` words.

export const revalidate = 60

export function generateStaticParams(): { neighborhood: string[] }[] {
  return []
}

/** How far from the neighborhood's centre a point of interest still helps a visitor. */
const NEARBY_KM = 1.5

async function load(slug: string, language: string) {
  const lang = await contentLang(language)
  const hood = await getNeighborhoodBySlug(slug, lang)
  return hood ? { hood, language, lang } : null
}

const page = detailPage(
  'neighborhood',
  load,
  ({ hood: { fields }, language }) => ({
    language,
    title: fields.Name,
    description: fields.description,
    path: `/neighborhoods/${fields.slug}`,
    image: fields.image,
  }),
  pageSiteName,
)

export const generateMetadata = page.generateMetadata

export default async function NeighborhoodPage(props: DetailPageProps<'neighborhood'>) {
  const { hood, language, lang } = await page.record(props)
  const [{ year }, pois, languages] = await Promise.all([currentFestival(), pointsOfInterest(lang), pageLanguages()])
  const { fields, sites } = hood
  const t = wordsIn(language, 'neighborhoods')
  const fallback = fallbackOf(language, languages)
  const langOf = langOfFields(fallback, fields.untranslated)
  const origins = fields.center ? [fields.center] : sites.map((s) => s.fields.location)
  const nearby = within(
    pois.map((p) => p.fields),
    origins,
    NEARBY_KM,
  ).filter((p) => p.category !== 'landmark')

  return (
    <div data-template="neighborhood" lang={language}>
      <p className="eyebrow">
        <Link href="/neighborhoods">{t('title')}</Link>
      </p>
      <h1 lang={langOf('Name')}>{fields.Name}</h1>
      {fields.description ? (
        <p className="lede" lang={langOf('description')}>
          {fields.description}
        </p>
      ) : null}
      {fields.image ? (
        <img
          className={styles.hero}
          src={fields.image.url}
          alt={fields.image.alt ?? ''}
          width={fields.image.width}
          height={fields.image.height}
        />
      ) : null}
      <section aria-labelledby="sites-title">
        <h2 id="sites-title">{t('openIn', { count: sites.length, year: String(year) })}</h2>
        <NeighborhoodMap name={fields.Name} sites={sites} pointsOfInterest={nearby} language={language} />
        {sites.length ? (
          <ul className={`grid ${styles.list}`} aria-label={t('sitesIn', { name: fields.Name })}>
            {sites.map((site) => (
              <li key={site.id}>
                <SiteCard site={site.fields} language={language} fallback={fallback} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">{t('noneOpen', { name: fields.Name })}</p>
        )}
      </section>
      {nearby.length ? (
        <section aria-labelledby="nearby-title">
          <h2 id="nearby-title">{t('gettingAround')}</h2>
          <PlacesList places={nearby} label={t('nearbyLabel', { name: fields.Name })} language={language} />
        </section>
      ) : null}
    </div>
  )
}
