import Link from '@/ui/link'
import { getIdentity } from '@/content/identity'
import { ReserveSection } from '@/booking/ui/reserve/reserve'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
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
import { detailPage, type DetailPageProps } from '@/platform/seo/detail-page'
import { bookingClosedText, FestivalOverNotice } from '@/programme/ui/festival/festival-over'
import { readFestivalMoment } from '@/content/festival-phase'
import { isPreview } from '@/content/preview'
import { whoMayBookBySession, type SessionAccess } from '@/booking/reservations/who-may-book'

// One tour, by its slug: a year-round city tour or one of this festival's site tours.

export const revalidate = 60

export function generateStaticParams(): { tour: string[] }[] {
  return []
}

const page = detailPage(
  'tour',
  getTourBySlug,
  ({ fields }) => ({
    title: fields.title,
    description: fields.summary,
    path: `/tours/${fields.slug}`,
    image: fields.image,
    type: 'article',
  }),
  getIdentity,
)

export const generateMetadata = page.generateMetadata

export default async function TourPage(props: DetailPageProps<'tour'>) {
  const tour = await page.record(props)
  const { fields } = tour
  const festival = fields.kind === 'festival'
  const [{ timeZone, year }, moment, access, identity] = await Promise.all([
    currentFestival(),
    readFestivalMoment(await isPreview()).catch(() => null),
    festival ? whoMayBookBySession('tour-session', tour.id) : new Map<string, SessionAccess>(),
    getIdentity(),
  ])
  // This year's site tour after the weekend: said plainly, and its booking box says booking closed.
  const thisFestival = festival && fields.year === year ? moment : null
  const allByBallot = access.size > 0 && [...access.values()].every((a) => a.byBallot)
  const bookingClosed = bookingClosedText(thisFestival)

  return (
    <article data-template="tour">
      <p className="eyebrow">
        <Link href="/tours">Tours</Link> · {festival ? `Festival site tour ${fields.year ?? ''}` : 'City tour'}
      </p>
      <h1>{fields.title}</h1>
      {fields.summary ? <p className="lede">{fields.summary}</p> : null}
      <FestivalOverNotice moment={thisFestival} />
      {fields.membersOnly ? <p className="notice member">This tour is for members only.</p> : null}
      <div className={styles.detail}>
        <aside className={styles.aside} aria-label="Tour details">
          <TourFacts tour={fields} currency={identity.currency} />
          {/* The ticket link goes with the festival: "Book a place" on a tour that is over would mislead;
              and a tour whose places are all drawn by ballot is entered in the box, not booked elsewhere. */}
          {fields.ticketUrl && !bookingClosed && !allByBallot ? (
            <p>
              <a className="button" href={fields.ticketUrl} rel="noopener">
                {festival ? 'Book a place' : 'Buy tickets'}
              </a>
            </p>
          ) : null}
          <AddToItinerary kind="tour" refId={tour.id} title={fields.title} />
          <ShareDialog url={`/tours/${fields.slug}`} title={fields.title} text={fields.summary} />
          <TourMeetingMap tour={fields} />
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
              <h2 id="about-tour-title">About this tour</h2>
              <RichText value={fields.description} />
            </section>
          ) : null}
          {festival ? (
            <section aria-labelledby="sessions-title">
              <h2 id="sessions-title">Sessions</h2>
              {fields.site?.slug ? (
                <p>
                  At <Link href={`/sites/${fields.site.slug}`}>{fields.site.name}</Link>.
                </p>
              ) : null}
              <TourSessions tour={fields} timeZone={timeZone} access={access} />
            </section>
          ) : null}
          {/* Booking this festival site tour's sessions: places left and reserve/cancel, from the API. */}
          {festival && fields.sessions?.length ? (
            <ReserveSection kind="tour-session" targetId={tour.id} timeZone={timeZone} className={styles.reserve} closed={bookingClosed} />
          ) : null}
          <section aria-labelledby="access-title">
            <h2 id="access-title">Accessibility</h2>
            <TourAccessibility accessibility={fields.accessibility} />
          </section>
        </div>
      </div>
      <JsonLd data={tourJsonLd(tour, siteUrl().origin, identity)} />
    </article>
  )
}
