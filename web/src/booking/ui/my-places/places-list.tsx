import type { ReactNode } from 'react'
import Link from '@/ui/link'
import { PlaceAction, PlacesActions } from './places-actions.client'
import { PlaceTicket } from './place-ticket'
import { CheckDraw } from '@/booking/ui/draw-check/check-draw.client'
import type { OfferView, WaitlistView } from '@/booking/fair/my-places'
import type { PlacesEntry, PlacesPage } from '@/booking/fair/places-page'
import { entryState, offerReason, waitlistState, when } from '@/booking/fair/places-words'
import { wordsIn, type Words } from '@/platform/i18n/catalogues'
import common from '@/visitors/ui/my-ohc/my-ohc.module.css'
import styles from './places.module.css'

// My OHC's page of places, phone first, in the order a visitor needs them: offers to confirm
// (they have deadlines), tickets, ballot entries, waitlist places. Rendered on the server; the
// buttons are one island (places-actions.client.tsx) that calls the API and re-renders this. In
// the page's language: the buttons' words, questions and outcomes are handed to it already said.

interface Props {
  places: PlacesPage
  timeZone: string
  /** The page's language; English when not given. */
  language?: string
}

type T = Words<'places'>
/** What every part says with: the page's words, its language and the festival's zone. */
interface Say {
  t: T
  language?: string
  timeZone: string
}

const titleOf = (p: { title: string | null; kind: string }, t: T) => p.title ?? (p.kind === 'event' ? t('anEvent') : t('aTour'))
const timeOf = (p: { start: string | null }, { t, timeZone, language }: Say) => (p.start ? when(p.start, timeZone, language) : t('timeTba'))
const api = (path: string, id: string, action = '') => `/api/${path}/${encodeURIComponent(id)}${action}`

/** The place's title, a link to its page when it has one. */
function titleTag(place: { path: string | null }) {
  return function PlaceTitle(chunks: ReactNode) {
    return place.path ? <Link href={place.path}>{chunks}</Link> : chunks
  }
}

function Title({ place, t }: { place: { title: string | null; kind: string; path: string | null }; t: T }) {
  return titleTag(place)(titleOf(place, t))
}

function Offer({ offer, say }: { offer: OfferView; say: Say }) {
  const { t } = say
  const title = titleOf(offer, t)
  const places = t('places', { count: offer.seats })
  return (
    <li className={styles.offer} data-offer={offer.id}>
      <p className={styles.offerLine}>
        {t.rich('offer.have', {
          places,
          title,
          time: timeOf(offer, say),
          deadline: when(offer.expiresAt, say.timeZone, say.language),
          strong: (chunks) => <strong>{chunks}</strong>,
          page: titleTag(offer),
        })}
      </p>
      <p className="muted">{offerReason(offer, say.language)}</p>
      <div className={styles.actions}>
        <PlaceAction
          primary
          label={t('offer.confirm')}
          name={t('offer.confirmName', { places, title })}
          request={{ method: 'POST', path: api('offers', offer.id, '/confirm'), done: t('offer.confirmed', { places, title }) }}
        />
        <PlaceAction
          label={t('offer.decline')}
          name={t('offer.declineName', { title })}
          request={{ method: 'POST', path: api('offers', offer.id, '/decline'), done: t('offer.declined', { title }) }}
          ask={{ question: t('offer.declineAsk', { places, title }), yes: t('offer.declineYes'), no: t('offer.declineNo') }}
        />
      </div>
    </li>
  )
}

function Entry({ entry, say }: { entry: PlacesEntry; say: Say }) {
  const { t, timeZone, language } = say
  const title = titleOf(entry, t)
  const draw = `/api/draws?kind=${entry.kind}&targetId=${encodeURIComponent(entry.targetId)}&sessionKey=${encodeURIComponent(entry.sessionKey)}`
  return (
    <li data-entry={entry.id}>
      <h3 className={styles.itemTitle}>
        <Title place={entry} t={t} />
      </h3>
      <p>{t('entry.line', { time: timeOf(entry, say), party: entry.party })}</p>
      <p className={styles.state}>{entryState(entry, timeZone, language)}</p>
      <p className={styles.fine}>
        {t('entry.id')} <code>{entry.id}</code>
      </p>
      {entry.seedHash ? (
        <p className={styles.fine}>
          {t('entry.seal')} <code>{entry.seedHash}</code>
        </p>
      ) : null}
      {entry.drawnAt ? (
        <>
          <p className={styles.fine}>
            {t.rich('entry.drawn', { when: when(entry.drawnAt, timeZone, language), draw: (chunks) => <Link href={draw}>{chunks}</Link> })}
          </p>
          {/* "Check this draw" says its findings in English still. */}
          <div lang={language && language !== 'en' ? 'en' : undefined}>
            <CheckDraw kind={entry.kind} targetId={entry.targetId} sessionKey={entry.sessionKey} mine={entry.id} />
          </div>
        </>
      ) : null}
      {entry.state === 'entered' && !entry.drawnAt ? (
        <div className={styles.actions}>
          <PlaceAction
            label={t('entry.withdraw')}
            name={t('entry.withdrawName', { title })}
            request={{ method: 'DELETE', path: api('ballot-entries', entry.id), done: t('entry.withdrawn', { title }) }}
            ask={{ question: t('entry.withdrawAsk', { title }), yes: t('entry.withdrawYes'), no: t('entry.withdrawNo') }}
          />
        </div>
      ) : null}
    </li>
  )
}

function Waiting({ place, say }: { place: WaitlistView; say: Say }) {
  const { t, language } = say
  const title = titleOf(place, t)
  return (
    <li data-waitlist={place.id}>
      <h3 className={styles.itemTitle}>
        <Title place={place} t={t} />
      </h3>
      <p>
        {timeOf(place, say)} · {t('places', { count: place.party })}
      </p>
      <p className={styles.state}>{waitlistState(place.ahead, language)}</p>
      <div className={styles.actions}>
        <PlaceAction
          label={t('waitlist.leave')}
          name={t('waitlist.leaveName', { title })}
          request={{ method: 'DELETE', path: api('waitlist', place.id), done: t('waitlist.left', { title }) }}
          ask={{ question: t('waitlist.leaveAsk', { title }), yes: t('waitlist.leaveYes'), no: t('waitlist.leaveNo') }}
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

export function PlacesList({ places, timeZone, language }: Props) {
  const { offers, tickets, entries, waitlist } = places
  const t = wordsIn(language, 'places')
  const say: Say = { t, timeZone, language }
  // The actions' island holds the page's live regions: it stays when the last place goes, so the
  // outcome of that action is still said.
  if (!offers.length && !tickets.length && !entries.length && !waitlist.length)
    return (
      <PlacesActions>
        <div className={styles.empty}>
          <p>{t('empty.how')}</p>
          <p>
            <Link href="/tours">{t('empty.find')}</Link>
          </p>
        </div>
      </PlacesActions>
    )
  return (
    <PlacesActions>
      <div className={styles.places}>
        {offers.length ? (
          <Section id="offers-heading" title={t('section.offers')}>
            <ul className={common.list}>
              {offers.map((o) => (
                <Offer key={o.id} offer={o} say={say} />
              ))}
            </ul>
          </Section>
        ) : null}
        {tickets.length ? (
          <Section id="tickets-heading" title={t('section.tickets')}>
            <div className={styles.tickets}>
              {tickets.map((ticket) => (
                <PlaceTicket key={ticket.id} ticket={ticket} timeZone={timeZone} language={language} />
              ))}
            </div>
          </Section>
        ) : null}
        {entries.length ? (
          <Section id="entries-heading" title={t('section.entries')}>
            <ul className={common.list}>
              {entries.map((e) => (
                <Entry key={e.id} entry={e} say={say} />
              ))}
            </ul>
          </Section>
        ) : null}
        {waitlist.length ? (
          <Section id="waitlist-heading" title={t('section.waitlist')}>
            <ul className={common.list}>
              {waitlist.map((w) => (
                <Waiting key={w.id} place={w} say={say} />
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </PlacesActions>
  )
}
