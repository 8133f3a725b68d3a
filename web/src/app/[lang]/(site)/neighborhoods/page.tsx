import Link from '@/ui/link'
import styles from '@/programme/ui/neighborhoods/neighborhoods.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, fallbackOf, langOfFields, listPageMetadata, pageLanguage, pageLanguages } from '@/content/page-language'

// This festival's neighborhoods by name, each with its number of open sites. It speaks its
// address's language: the neighborhoods' translated names and the catalogue's `neighborhoods` words.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = listPageMetadata('neighborhoods', '/neighborhoods')

export default async function NeighborhoodsPage({ params }: Props) {
  const language = await pageLanguage(params)
  const [{ year }, neighborhoods, languages] = await Promise.all([
    currentFestival(),
    liveList('neighborhoods', await contentLang(language)),
    pageLanguages(),
  ])
  const t = wordsIn(language, 'neighborhoods')
  const fallback = fallbackOf(language, languages)
  const sorted = [...neighborhoods].sort((a, b) => a.fields.Name.localeCompare(b.fields.Name, language))
  return (
    <div data-template="neighborhoods-list" lang={language}>
      <p className="eyebrow">{wordsIn(language, 'chrome')('festivalYear', { year: String(year) })}</p>
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede', { count: sorted.length })}</p>
      <ul className={`grid ${styles.list}`}>
        {sorted.map(({ id, fields }) => (
          <li key={id}>
            <article className={`card ${styles.card}`}>
              {fields.image ? (
                <img src={fields.image.url} alt="" width={fields.image.width} height={fields.image.height} loading="lazy" />
              ) : null}
              <div className="card-body">
                <h2 className="card-title" lang={langOfFields(fallback, fields.untranslated)('Name')}>
                  <Link href={`/neighborhoods/${fields.slug}`}>{fields.Name}</Link>
                </h2>
                <p data-testid="site-count">{t('sites', { count: fields.siteCount })}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
