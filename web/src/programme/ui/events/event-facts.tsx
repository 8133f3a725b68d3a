import { StatusNotice } from '@/programme/ui/status/status-notice'
import Link from '@/ui/link'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { addToItineraryWords } from '@/visitors/ui/add-to-itinerary/words'
import { ShareDialog } from '@/ui/share/share-dialog.client'
import type { EventPage } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { wordsIn } from '@/platform/i18n/catalogues'
import { calendarDay, formatDay, formatZonedTimeRange } from '@/kernel/time'
import { eventCategoryTitle } from './labels'

// When, where, what kind, what it costs and how to get in: the facts beside an event's text,
// with its calendar file and ticket link, in the page's `language` (English when not given).

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
  language,
}: {
  event: EventPage
  timeZone: string
  /** The settings' currency, for the price. */
  currency: string
  bookingClosed?: boolean
  registeredHere?: { words: string; byBallot: boolean }
  language?: string
}) {
  const { fields } = event
  const t = wordsIn(language, 'event')
  const events = wordsIn(language, 'events')
  const site = wordsIn(language, 'site')
  const free = events('price.free')
  const venueName = fields.venue?.name ?? fields.venue?.site?.name
  const registration = fields.registration
  return (
    <>
      <dl className="facts">
        <dt>{t('fact.when')}</dt>
        <dd>
          <time dateTime={fields.start}>{formatDay(calendarDay(fields.start, timeZone), true, language)}</time>
          <br />
          {formatZonedTimeRange(fields.start, fields.end, timeZone, language)}
        </dd>
        {venueName ? (
          <>
            <dt>{t('fact.where')}</dt>
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
                  {t('exactOnSitePage')}
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {fields.categories.length ? (
          <>
            <dt>{t('fact.category')}</dt>
            <dd>{fields.categories.map((c) => eventCategoryTitle(c, language)).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('fact.price')}</dt>
        <dd>
          {fields.isFree
            ? free
            : fields.price !== undefined
              ? formatPrice(fields.price, currency, { locale: language, free })
              : events('price.ticketed')}
        </dd>
        {registration?.required || registration?.capacity ? (
          <>
            <dt>{t('fact.registration')}</dt>
            <dd>
              {registration.required ? t('registrationRequired') : t('noRegistration')}
              {registration.capacity ? `; ${t('places', { count: registration.capacity })}` : ''}
              {registeredHere ? `. ${registeredHere.words}.` : '.'}
            </dd>
          </>
        ) : null}
      </dl>
      <StatusNotice status={fields.status} timeZone={timeZone} language={language} />
      <p className="cluster">
        {fields.cancelled && fields.status?.kind !== 'cancelled' ? <span className="badge warn">{events('card.cancelled')}</span> : null}
        {fields.membersOnly ? <span className="badge member">{events('card.membersOnly')}</span> : null}
      </p>
      <div className="cluster">
        {fields.ticketUrl && !fields.cancelled && !bookingClosed && !registeredHere?.byBallot ? (
          <a className="button" href={fields.ticketUrl}>
            {fields.isFree ? t('register') : t('buyTickets')}
          </a>
        ) : null}
        <a className="button secondary" href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics`} download={`${fields.slug}.ics`}>
          {t('calendar')}
        </a>
      </div>
      {fields.cancelled ? null : (
        <AddToItinerary kind="event" refId={event.id} title={fields.title} words={addToItineraryWords(language)} />
      )}
      <ShareDialog url={`/events/${fields.slug}`} title={fields.title} text={fields.summary} label={site('share')} />
    </>
  )
}
