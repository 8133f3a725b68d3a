import type { ReactNode } from 'react'
import Link from '@/ui/link'
import { PlaceAction, PlacesActions } from './places-actions.client'
import { PlaceTicket } from './place-ticket'
import { CheckDraw } from '@/booking/ui/draw-check/check-draw.client'
import type { OfferView, WaitlistView } from '@/booking/fair/my-places'
import type { PlacesEntry, PlacesPage } from '@/booking/fair/places-page'
import { entryState, onWaitlist, offerReason, placesText, when } from '@/booking/fair/places-words'
import common from '@/visitors/ui/my-ohc/my-ohc.module.css'
import styles from './places.module.css'

// My OHC's page of places, phone first, in the order a visitor needs them: offers to confirm
// (they have deadlines), tickets, ballot entries, waitlist places. Rendered on the server; the
// buttons are one island (places-actions.client.tsx) that calls the API and re-renders this.

interface Props {
  places: PlacesPage
  timeZone: string
}

const titleOf = (p: { title: string | null; kind: string }) => p.title ?? (p.kind === 'event' ? 'An event' : 'A tour')
const timeOf = (p: { start: string | null }, timeZone: string) => (p.start ? when(p.start, timeZone) : 'time to be announced')
const api = (path: string, id: string, action = '') => `/api/${path}/${encodeURIComponent(id)}${action}`

function Title({ place }: { place: { title: string | null; kind: string; path: string | null } }) {
  return place.path ? <Link href={place.path}>{titleOf(place)}</Link> : <>{titleOf(place)}</>
}

function Offer({ offer, timeZone }: { offer: OfferView; timeZone: string }) {
  const title = titleOf(offer)
  return (
    <li className={styles.offer} data-offer={offer.id}>
      <p className={styles.offerLine}>
        <strong>You have a place:</strong> {placesText(offer.seats)} for <Title place={offer} />, {timeOf(offer, timeZone)}.{' '}
        <strong>Confirm by {when(offer.expiresAt, timeZone)}.</strong>
      </p>
      <p className="muted">{offerReason(offer)}</p>
      <div className={styles.actions}>
        <PlaceAction
          primary
          label="Confirm"
          name={`Confirm ${placesText(offer.seats)} for ${title}`}
          request={{
            method: 'POST',
            path: api('offers', offer.id, '/confirm'),
            done: `Confirmed: ${placesText(offer.seats)} for ${title}. Your ticket is on this page.`,
          }}
        />
        <PlaceAction
          label="Decline…"
          name={`Decline the places for ${title}`}
          request={{
            method: 'POST',
            path: api('offers', offer.id, '/decline'),
            done: `Declined: the places for ${title} go to the next person on the waitlist.`,
          }}
          ask={{
            question: `Decline ${placesText(offer.seats)} for ${title}? They go to the next person on the waitlist, and you cannot have them back.`,
            yes: 'Yes, decline',
            no: 'Keep them',
          }}
        />
      </div>
    </li>
  )
}

function Entry({ entry, timeZone }: { entry: PlacesEntry; timeZone: string }) {
  const title = titleOf(entry)
  const draw = `/api/draws?kind=${entry.kind}&targetId=${encodeURIComponent(entry.targetId)}&sessionKey=${encodeURIComponent(entry.sessionKey)}`
  return (
    <li data-entry={entry.id}>
      <h3 className={styles.itemTitle}>
        <Title place={entry} />
      </h3>
      <p>
        {timeOf(entry, timeZone)} · party of {entry.party}
      </p>
      <p className={styles.state}>{entryState(entry, timeZone)}</p>
      <p className={styles.fine}>
        Your entry’s id: <code>{entry.id}</code>
      </p>
      {entry.seedHash ? (
        <p className={styles.fine}>
          The draw’s seal, published before it (the SHA-256 of its secret seed): <code>{entry.seedHash}</code>
        </p>
      ) : null}
      {entry.drawnAt ? (
        <>
          <p className={styles.fine}>
            Drawn {when(entry.drawnAt, timeZone)}: <Link href={draw}>the published draw</Link>, with its seed and every entry’s place in its
            order
          </p>
          <CheckDraw kind={entry.kind} targetId={entry.targetId} sessionKey={entry.sessionKey} mine={entry.id} />
        </>
      ) : null}
      {entry.state === 'entered' && !entry.drawnAt ? (
        <div className={styles.actions}>
          <PlaceAction
            label="Withdraw…"
            name={`Withdraw your entry for ${title}`}
            request={{ method: 'DELETE', path: api('ballot-entries', entry.id), done: `Entry withdrawn: ${title}.` }}
            ask={{
              question: `Withdraw your entry for ${title}? You can enter again while entries are open.`,
              yes: 'Yes, withdraw',
              no: 'Stay in the ballot',
            }}
          />
        </div>
      ) : null}
    </li>
  )
}

function Waiting({ place, timeZone }: { place: WaitlistView; timeZone: string }) {
  const title = titleOf(place)
  return (
    <li data-waitlist={place.id}>
      <h3 className={styles.itemTitle}>
        <Title place={place} />
      </h3>
      <p>
        {timeOf(place, timeZone)} · {placesText(place.party)}
      </p>
      <p className={styles.state}>{onWaitlist(place.ahead)}. If places come free, we offer them to you by email and on this page.</p>
      <div className={styles.actions}>
        <PlaceAction
          label="Leave…"
          name={`Leave the waitlist for ${title}`}
          request={{ method: 'DELETE', path: api('waitlist', place.id), done: `You have left the waitlist for ${title}.` }}
          ask={{
            question: `Leave the waitlist for ${title}? If you join again, it is at the back.`,
            yes: 'Yes, leave',
            no: 'Stay on the waitlist',
          }}
        />
      </div>
    </li>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={common.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

export function PlacesList({ places, timeZone }: Props) {
  const { offers, tickets, entries, waitlist } = places
  // The actions' island holds the page's live regions: it stays when the last place goes, so the
  // outcome of that action is still said.
  if (!offers.length && !tickets.length && !entries.length && !waitlist.length)
    return (
      <PlacesActions>
        <div className={styles.empty}>
          <p>
            When a tour has more people than places, a ballot gives them out fairly: enter before the draw, and if you win, confirm your
            places here. When a session is full, join its waitlist, and places that come free are offered to you here and by email.
          </p>
          <p>
            <Link href="/tours">Find a tour</Link>
          </p>
        </div>
      </PlacesActions>
    )
  return (
    <PlacesActions>
      <div className={styles.places}>
        {offers.length ? (
          <Section id="offers-heading" title="To confirm">
            <ul className={common.list}>
              {offers.map((o) => (
                <Offer key={o.id} offer={o} timeZone={timeZone} />
              ))}
            </ul>
          </Section>
        ) : null}
        {tickets.length ? (
          <Section id="tickets-heading" title="Tickets">
            <div className={styles.tickets}>
              {tickets.map((t) => (
                <PlaceTicket key={t.id} ticket={t} timeZone={timeZone} />
              ))}
            </div>
          </Section>
        ) : null}
        {entries.length ? (
          <Section id="entries-heading" title="Ballot entries">
            <ul className={common.list}>
              {entries.map((e) => (
                <Entry key={e.id} entry={e} timeZone={timeZone} />
              ))}
            </ul>
          </Section>
        ) : null}
        {waitlist.length ? (
          <Section id="waitlist-heading" title="Waitlists">
            <ul className={common.list}>
              {waitlist.map((w) => (
                <Waiting key={w.id} place={w} timeZone={timeZone} />
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </PlacesActions>
  )
}
