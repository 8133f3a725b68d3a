import { getIdentity } from '@/content/identity'
import { trailFacts } from '@/programme/ui/trails/labels'
import { TrailStops } from '@/programme/ui/trails/trail-stops'
import styles from '@/programme/ui/trails/trails.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguage, pageLanguages, listPageMetadata, fallbackOf, langOfFields } from '@/content/page-language'

// This festival's self-guided trails, each with its stops in order. It speaks its address's
// language: the trails' translations and the catalogue's `trails` words.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = listPageMetadata('trails', '/stops')

export default async function StopsPage({ params }: Props) {
  const language = await pageLanguage(params)
  const [{ year }, trails, { units }, languages] = await Promise.all([
    currentFestival(),
    liveList('trails', await contentLang(language)),
    getIdentity(),
    pageLanguages(),
  ])
  const t = wordsIn(language, 'trails')
  const fallback = fallbackOf(language, languages)
  return (
    <div data-template="stops-list" lang={language}>
      <p className="eyebrow">{wordsIn(language, 'chrome')('festivalYear', { year: String(year) })}</p>
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      {trails.map(({ id, fields }) => {
        const langOf = langOfFields(fallback, fields.untranslated)
        return (
          <section key={id} className={styles.trail} aria-labelledby={`trail-${fields.slug}`} data-trail={fields.slug}>
            <h2 id={`trail-${fields.slug}`} lang={langOf('title')}>
              {fields.title}
            </h2>
            <p className="muted">{trailFacts(fields, units, language)}</p>
            {fields.summary ? <p lang={langOf('summary')}>{fields.summary}</p> : null}
            <TrailStops trail={fields} language={language} />
          </section>
        )
      })}
      {trails.length === 0 ? <p className="notice">{t('soon')}</p> : null}
    </div>
  )
}
