import Link from '@/ui/link'
import { getIdentity } from '@/content/identity'
import { ReserveSection } from '@/booking/ui/reserve/reserve'
import { EventFacts } from '@/programme/ui/events/event-facts'
import styles from '@/programme/ui/events/events.module.css'
import { RichText } from '@/programme/ui/events/portable-text'
import { currentFestival, getEventBySlug } from '@/content/programme'
import { eventJsonLd } from '@/programme/json-ld/event-and-tour'
import { JsonLd, siteUrl } from '@/platform/seo'
import { detailPage, type DetailPageProps } from '@/platform/seo/detail-page'
import { bookingClosedText, FestivalOverNotice } from '@/programme/ui/festival/festival-over'
import { readFestivalMoment } from '@/content/festival-phase'
import { isPreview } from '@/content/preview'
import { whoMayBookBySession } from '@/booking/reservations/who-may-book'
import { NO_SESSION } from '@/platform/db/schema'

// One event, by its slug. Static, refreshed every minute; rendered on first visit, not at build.
// A members-only event's venue details and ticket link are withheld by the query.

export const revalidate = 60

export function generateStaticParams(): { event: string[] }[] {
  return []
}

const page = detailPage(
  'event',
  getEventBySlug,
  ({ fields }) => ({
    title: fields.cancelled ? `Cancelled: ${fields.title}` : fields.title,
    description: fields.summary,
    path: `/events/${fields.slug}`,
    image: fields.image,
    type: 'article',
  }),
  getIdentity,
)

export const generateMetadata = page.generateMetadata

export default async function EventPage(props: DetailPageProps<'event'>) {
  const event = await page.record(props)
  const [{ timeZone, year }, moment, access, identity] = await Promise.all([
    currentFestival(),
    readFestivalMoment(await isPreview()).catch(() => null),
    whoMayBookBySession('event', event.id),
    getIdentity(),
  ])
  const { fields } = event
  // This year's event after the weekend: said plainly, and its registration box says it closed.
  const thisFestival = fields.year === year ? moment : null
  const bookingClosed = bookingClosedText(thisFestival)

  return (
    <article data-template="event">
      <p className="eyebrow">
        <Link href="/events">Events</Link>
        {fields.year !== year ? ` · Festival ${fields.year}` : null}
      </p>
      <h1>{fields.title}</h1>
      <FestivalOverNotice moment={thisFestival} />
      {fields.cancelled ? (
        <p className="notice" role="note">
          <strong>This event has been cancelled.</strong> We are sorry for the disappointment.
        </p>
      ) : null}
      {fields.membersOnly ? (
        <p className="notice member">
          <strong>Members only.</strong> The venue’s details and booking are shown to signed-in members. <Link href="/login">Sign in</Link>{' '}
          or <Link href="/memberships">become a member</Link>.
        </p>
      ) : null}
      {fields.summary ? <p className="lede">{fields.summary}</p> : null}
      <div className={styles.detail}>
        <aside className={styles.aside} aria-label="Event details">
          <EventFacts
            event={event}
            timeZone={fields.timeZone ?? timeZone}
            currency={identity.currency}
            bookingClosed={Boolean(bookingClosed)}
            registeredHere={access.get(NO_SESSION)}
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
          <RichText value={fields.description} />
          {fields.registration?.required ? (
            <ReserveSection kind="event" targetId={event.id} timeZone={timeZone} heading="Register" closed={bookingClosed} />
          ) : null}
        </div>
      </div>
      <JsonLd data={eventJsonLd(event, siteUrl().origin, identity)} />
    </article>
  )
}
