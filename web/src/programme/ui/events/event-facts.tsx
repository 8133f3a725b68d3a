import { StatusNotice } from '@/programme/ui/status/status-notice'
import Link from '@/ui/link'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { ShareDialog } from '@/ui/share/share-dialog.client'
import type { EventPage } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { EXACT_FOR_MEMBERS } from '@/kernel/geo/public-location'
import { calendarDay, formatDay, formatZonedTimeRange } from '@/kernel/time'
import { eventCategoryTitle } from './labels'

// When, where, what kind, what it costs and how to get in: the facts beside an event's text,
// with its calendar file and ticket link.

/**
 * `bookingClosed`: the event's festival is over, so its ticket link goes (the calendar file stays).
 * `registeredHere`: who may register, when the site takes the registration itself (its box on the
 * page, booking/reservations/who-may-book.ts): then that is said; and when its places are drawn by
 * ballot, no outside registration link stands beside the ballot.
 */
export function EventFacts({
  event,
  timeZone,
  currency,
  bookingClosed = false,
  registeredHere,
}: {
  event: EventPage
  timeZone: string
  /** The settings' currency, for the price. */
  currency: string
  bookingClosed?: boolean
  registeredHere?: { words: string; byBallot: boolean }
}) {
  const { fields } = event
  const venueName = fields.venue?.name ?? fields.venue?.site?.name
  const registration = fields.registration
  return (
    <>
      <dl className="facts">
        <dt>When</dt>
        <dd>
          <time dateTime={fields.start}>{formatDay(calendarDay(fields.start, timeZone), true)}</time>
          <br />
          {formatZonedTimeRange(fields.start, fields.end, timeZone)}
        </dd>
        {venueName ? (
          <>
            <dt>Where</dt>
            <dd>
              {fields.venue?.site?.slug ? <Link href={`/sites/${fields.venue.site.slug}`}>{venueName}</Link> : venueName}
              {fields.venue?.address ? (
                <>
                  <br />
                  {fields.venue.address}
                </>
              ) : fields.venue?.location?.approximate ? (
                <>
                  <br />
                  {EXACT_FOR_MEMBERS} (on the site’s page).
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {fields.categories.length ? (
          <>
            <dt>Category</dt>
            <dd>{fields.categories.map((c) => eventCategoryTitle(c)).join(', ')}</dd>
          </>
        ) : null}
        <dt>Price</dt>
        <dd>{fields.isFree ? 'Free' : fields.price !== undefined ? formatPrice(fields.price, currency) : 'Ticketed'}</dd>
        {registration?.required || registration?.capacity ? (
          <>
            <dt>Registration</dt>
            <dd>
              {registration.required ? 'Registration required' : 'No registration needed'}
              {registration.capacity ? `; ${registration.capacity} places` : ''}
              {registeredHere ? `. ${registeredHere.words}.` : '.'}
            </dd>
          </>
        ) : null}
      </dl>
      <StatusNotice status={fields.status} timeZone={timeZone} />
      <p className="cluster">
        {fields.cancelled && fields.status?.kind !== 'cancelled' ? <span className="badge warn">Cancelled</span> : null}
        {fields.membersOnly ? <span className="badge member">Members only</span> : null}
      </p>
      <div className="cluster">
        {fields.ticketUrl && !fields.cancelled && !bookingClosed && !registeredHere?.byBallot ? (
          <a className="button" href={fields.ticketUrl}>
            {fields.isFree ? 'Register' : 'Buy tickets'}
          </a>
        ) : null}
        <a className="button secondary" href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics`} download={`${fields.slug}.ics`}>
          Add to calendar (.ics)
        </a>
      </div>
      {fields.cancelled ? null : <AddToItinerary kind="event" refId={event.id} title={fields.title} />}
      <ShareDialog url={`/events/${fields.slug}`} title={fields.title} text={fields.summary} />
    </>
  )
}
