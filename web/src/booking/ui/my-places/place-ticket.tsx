import Link from '@/ui/link'
import { TicketQr } from '@/booking/ui/tickets/ticket-qr'
import type { PlacesTicket } from '@/booking/fair/places-page'
import { ticketState, when } from '@/booking/fair/places-words'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './places.module.css'

// A confirmed place's ticket: its QR code (the signed code) and its door code, eight characters
// large enough to read out to a host whose camera cannot read the screen (a ticket from before
// door codes shows the signed code instead), what it is for, and its state at the door. Rendered
// on the server, so the copy of the page the offline worker keeps carries it whole. In the page's
// language (English when none is given).

/** The code with a break allowed after each dash: it wraps between groups, never inside one. */
function CodeText({ code }: { code: string }) {
  const groups = code.split('-')
  return (
    <>
      {groups.map((group, i) => (
        <span key={i}>
          {group}
          {i < groups.length - 1 ? (
            <>
              -<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  )
}

export function PlaceTicket({ ticket, timeZone, language }: { ticket: PlacesTicket; timeZone: string; language?: string }) {
  const t = wordsIn(language, 'places')
  const title = ticket.title ?? t('ticket.yours')
  const headingId = `ticket-${ticket.id}`
  const done = ticket.checkedInAt !== null || ticket.releasedAt !== null
  return (
    <article className={styles.ticket} aria-labelledby={headingId} data-ticket={ticket.id}>
      <h3 id={headingId}>{ticket.path ? <Link href={ticket.path}>{title}</Link> : title}</h3>
      <p>
        {ticket.start ? when(ticket.start, timeZone, language) : t('ticket.timeTba')} · {t('places', { count: ticket.seats })}
      </p>
      <p className={done ? styles.stateDone : styles.state}>{ticketState(ticket, timeZone, language)}</p>
      <TicketQr code={ticket.code} className={styles.qr} />
      <p className={styles.codeLabel}>{t('ticket.codeLabel')}</p>
      <p className={styles.code} data-ticket-code="">
        {ticket.doorCode ?? <CodeText code={ticket.code} />}
      </p>
      <div className={styles.actions}>
        <a
          className="button quiet"
          href={`/api/reservations/${encodeURIComponent(ticket.reservationId)}/calendar.ics`}
          download="reservation.ics"
          aria-label={t('ticket.calendarName', { title })}
        >
          {t('ticket.calendar')}
        </a>
      </div>
    </article>
  )
}
