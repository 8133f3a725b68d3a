import Link from '@/ui/link'
import { getIdentity } from '@/content/identity'
import { ReserveSection } from '@/booking/ui/reserve/reserve'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { addToItineraryWords } from '@/visitors/ui/add-to-itinerary/words'
import { ShareDialog } from '@/ui/share/share-dialog.client'
import { RichText } from '@/programme/ui/events/portable-text'
import { TourAccessibility } from '@/programme/ui/tours/tour-accessibility'
import { TourFacts } from '@/programme/ui/tours/tour-facts'
import { TourMeetingMap } from '@/programme/ui/tours/tour-meeting-map'
import { TourSessions } from '@/programme/ui/tours/tour-sessions'
import styles from '@/programme/ui/tours/tours.module.css'
import { currentFestival, getTourBySlug } from '@/content/programme'
import { tourJsonLd } from '@/programme/json-ld/event-and-tour'
import { JsonLd, siteUrl } from '@/platform/seo'
import { detailPage, slugPaths, type DetailPageProps } from '@/platform/seo/detail-page'
import { bookingClosedText, FestivalOverNotice } from '@/programme/ui/festival/festival-over'
import { readFestivalMoment } from '@/content/festival-phase'
import { isPreview } from '@/content/preview'
import { whoMayBookBySession, type SessionAccess } from '@/booking/reservations/who-may-book'
import { wordsIn } from '@/platform/i18n/catalogues'
import { contentLang, pageLanguages, pageSiteName, fallbackOf, langOfFields } from '@/content/page-language'

// One tour, by its slug (any language's): a year-round city tour or one of this festival's site
// tours. It speaks its address's language: the tour's translation (a field not translated is shown
// in the default language, marked with it), the catalogue's `tour` words and the booking box's.

export const revalidate = 60

export function generateStaticParams(): { tour: string[] }[] {
  return []
}

async function load(slug: string, language: string) {
  const tour = await getTourBySlug(slug, await contentLang(language))
  return tour ? { tour, language } : null
}

const page = detailPage(
  'tour',
  load,
  ({ tour: { fields, slugs }, language }) => ({
    language,
    paths: slugs ? slugPaths('/tours', slugs) : undefined,
    title: fields.title,
    description: fields.summary,
    path: `/tours/${fields.slug}`,
    image: fields.image,
    type: 'article',
  }),
  pageSiteName,
)

export const generateMetadata = page.generateMetadata

export default async function TourPage(props: DetailPageProps<'tour'>) {
  const { tour, language } = await page.record(props)
  const { fields } = tour
  const festival = fields.kind === 'festival'
  const [{ timeZone, year }, moment, access, identity, languages] = await Promise.all([
    currentFestival(),
    readFestivalMoment(await isPreview()).catch(() => null),
    festival ? whoMayBookBySession('tour-session', tour.id, language) : new Map<string, SessionAccess>(),
    getIdentity(),
    pageLanguages(),
  ])
  const t = wordsIn(language, 'tour')
  const site = wordsIn(language, 'site')
  const fallback = fallbackOf(language, languages)
  const langOf = langOfFields(fallback, fields.untranslated)
  // This year's site tour after the weekend: said plainly, and its booking box says booking closed.
  const thisFestival = festival && fields.year === year ? moment : null
  const allByBallot = access.size > 0 && [...access.values()].every((a) => a.byBallot)
  const bookingClosed = bookingClosedText(thisFestival, language)

  return (
    <article data-template="tour" lang={language}>
      <p className="eyebrow">
        <Link href="/tours">{wordsIn(language, 'tours')('title')}</Link> ·{' '}
        {festival ? t('siteTour', { year: String(fields.year ?? '') }) : t('cityTour')}
      </p>
      <h1 lang={langOf('title')}>{fields.title}</h1>
      {fields.summary ? (
        <p className="lede" lang={langOf('summary')}>
          {fields.summary}
        </p>
      ) : null}
      <FestivalOverNotice moment={thisFestival} language={language} />
      {fields.membersOnly ? <p className="notice member">{t('membersOnly')}</p> : null}
      <div className={styles.detail}>
        <aside className={styles.aside} aria-label={t('details')}>
          <TourFacts tour={fields} currency={identity.currency} language={language} fallback={fallback} />
          {/* The ticket link goes with the festival: "Book a place" on a tour that is over would mislead;
              and a tour whose places are all drawn by ballot is entered in the box, not booked elsewhere. */}
          {fields.ticketUrl && !bookingClosed && !allByBallot ? (
            <p>
              <a className="button" href={fields.ticketUrl} rel="noopener">
                {festival ? t('bookPlace') : t('buyTickets')}
              </a>
            </p>
          ) : null}
          <AddToItinerary kind="tour" refId={tour.id} title={fields.title} words={addToItineraryWords(language)} />
          <ShareDialog url={`/tours/${fields.slug}`} title={fields.title} text={fields.summary} label={site('share')} />
          <TourMeetingMap tour={fields} language={language} />
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
          {fields.description?.length ? (
            // The description's own headings are h3s: this h2 keeps the outline in order.
            <section aria-labelledby="about-tour-title">
              <h2 id="about-tour-title">{t('about')}</h2>
              <div lang={langOf('description')}>
                <RichText value={fields.description} />
              </div>
            </section>
          ) : null}
          {festival ? (
            <section aria-labelledby="sessions-title">
              <h2 id="sessions-title">{t('sessions')}</h2>
              {fields.site?.slug ? (
                <p>
                  {t.rich('at', {
                    name: fields.site.name ?? '',
                    site: (chunks) => <Link href={`/sites/${fields.site?.slug}`}>{chunks}</Link>,
                  })}
                </p>
              ) : null}
              <TourSessions tour={fields} timeZone={timeZone} access={access} language={language} fallback={fallback} />
            </section>
          ) : null}
          {/* Booking this festival site tour's sessions: places left and reserve/cancel, from the API. */}
          {festival && fields.sessions?.length ? (
            <ReserveSection
              kind="tour-session"
              targetId={tour.id}
              timeZone={timeZone}
              className={styles.reserve}
              closed={bookingClosed}
              language={language}
            />
          ) : null}
          <section aria-labelledby="access-title">
            <h2 id="access-title">{t('accessibility')}</h2>
            <TourAccessibility accessibility={fields.accessibility} language={language} fallback={fallback} />
          </section>
        </div>
      </div>
      <JsonLd data={tourJsonLd(tour, siteUrl().origin, identity)} />
    </article>
  )
}
