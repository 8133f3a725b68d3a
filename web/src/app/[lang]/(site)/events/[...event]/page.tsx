import Link from '@/ui/link'
import { getIdentity } from '@/content/identity'
import { ReserveSection } from '@/booking/ui/reserve/reserve'
import { EventFacts } from '@/programme/ui/events/event-facts'
import styles from '@/programme/ui/events/events.module.css'
import { RichText } from '@/programme/ui/events/portable-text'
import { currentFestival, getEventBySlug } from '@/content/programme'
import { eventJsonLd } from '@/programme/json-ld/event-and-tour'
import { JsonLd, siteUrl } from '@/platform/seo'
import { detailPage, slugPaths, type DetailPageProps } from '@/platform/seo/detail-page'
import { bookingClosedText, FestivalOverNotice } from '@/programme/ui/festival/festival-over'
import { readFestivalMoment } from '@/content/festival-phase'
import { isPreview } from '@/content/preview'
import { whoMayBookBySession } from '@/booking/reservations/who-may-book'
import { NO_SESSION } from '@/platform/db/schema'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguages, pageSiteName, fallbackOf, langOfFields } from '@/content/page-language'

// One event, by its slug (any language's). Static, refreshed every minute; rendered on first
// visit, not at build. A members-only event's venue details and ticket link are withheld by the
// query. It speaks its address's language: the event's translation (a field not translated is
// shown in the default language, marked with it) and the catalogue's `event` words. The booking
// box's own words are still English, and marked so.

export const revalidate = 60

export function generateStaticParams(): { event: string[] }[] {
  return []
}

async function load(slug: string, language: string) {
  const event = await getEventBySlug(slug, await contentLang(language))
  return event ? { event, language } : null
}

const page = detailPage(
  'event',
  load,
  ({ event: { fields, slugs }, language }) => ({
    language,
    paths: slugs ? slugPaths('/events', slugs) : undefined,
    title: fields.cancelled ? wordsIn(language, 'event')('cancelledTitle', { title: fields.title }) : fields.title,
    description: fields.summary,
    path: `/events/${fields.slug}`,
    image: fields.image,
    type: 'article',
  }),
  pageSiteName,
)

export const generateMetadata = page.generateMetadata

export default async function EventPage(props: DetailPageProps<'event'>) {
  const { event, language } = await page.record(props)
  const [{ timeZone, year }, moment, access, identity, languages] = await Promise.all([
    currentFestival(),
    readFestivalMoment(await isPreview()).catch(() => null),
    whoMayBookBySession('event', event.id, language),
    getIdentity(),
    pageLanguages(),
  ])
  const { fields } = event
  const t = wordsIn(language, 'event')
  const fallback = fallbackOf(language, languages)
  const langOf = langOfFields(fallback, fields.untranslated)
  // This year's event after the weekend: said plainly, and its registration box says it closed.
  const thisFestival = fields.year === year ? moment : null
  const bookingClosed = bookingClosedText(thisFestival, language)
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>

  return (
    <article data-template="event" lang={language}>
      <p className="eyebrow">
        <Link href="/events">{wordsIn(language, 'events')('title')}</Link>
        {fields.year !== year ? ` · ${wordsIn(language, 'chrome')('festivalYear', { year: String(fields.year) })}` : null}
      </p>
      <h1 lang={langOf('title')}>{fields.title}</h1>
      <FestivalOverNotice moment={thisFestival} language={language} />
      {fields.cancelled ? (
        <p className="notice" role="note">
          {t.rich('cancelled', { strong })}
        </p>
      ) : null}
      {fields.membersOnly ? (
        <p className="notice member">
          {t.rich('membersOnly', {
            strong,
            login: (chunks) => <Link href="/login">{chunks}</Link>,
            join: (chunks) => <Link href="/memberships">{chunks}</Link>,
          })}
        </p>
      ) : null}
      {fields.summary ? (
        <p className="lede" lang={langOf('summary')}>
          {fields.summary}
        </p>
      ) : null}
      <div className={styles.detail}>
        <aside className={styles.aside} aria-label={t('details')}>
          <EventFacts
            event={event}
            timeZone={fields.timeZone ?? timeZone}
            currency={identity.currency}
            bookingClosed={Boolean(bookingClosed)}
            registeredHere={access.get(NO_SESSION)}
            language={language}
          />
        </aside>
        <div>
          {fields.image ? (
            <img
              className={styles.hero}
              src={fields.image.url}
              alt={fields.image.alt ?? ''}
              width={fields.image.width}
              height={fields.image.height}
            />
          ) : null}
          <div lang={langOf('description')}>
            <RichText value={fields.description} />
          </div>
          {fields.registration?.required ? (
            <ReserveSection
              kind="event"
              targetId={event.id}
              timeZone={timeZone}
              heading={t('register')}
              closed={bookingClosed}
              language={language}
            />
          ) : null}
        </div>
      </div>
      <JsonLd data={eventJsonLd(event, siteUrl().origin, identity)} />
    </article>
  )
}
