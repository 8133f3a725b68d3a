'use client'

import { loginPath } from '@/visitors/auth/callback'
import Link from '@/ui/link'
import { formatZonedDateTime } from '@/kernel/time'
import {
  bookableBy,
  bookingWindowNote,
  membersGetPriority,
  membershipWouldOpen,
  reservesAfterDraw,
  sessionChoice,
} from '@/booking/reservations/session-choice'
import styles from './reserve.module.css'
import { BallotSession } from './ballot-session.client'
import { PartySelect } from './party-select'
import type { SessionStanding } from './standing'
import { useBookingBox, type ReserveProps } from './use-booking-box'
import { WaitlistJoin } from './waitlist-join.client'
import { count } from '@/kernel/text/count'
import { fill } from '@/kernel/text/fill'

// Booking places in a festival tour's sessions or a registration event: first come (reserve, or
// join the waitlist when full) or by ballot (enter, withdraw, the result). Everything comes from
// the API at run time (places left, ballots, the visitor's own reservations, entries and waitlist
// places), so the page around it stays static and the same for everyone. It renders; its state is
// useBookingBox (use-booking-box.ts), and what it offers each viewer session-choice.ts's. Its
// words are the page's language's, given as plain strings (box-words.ts).

export type { ReserveProps } from './use-booking-box'

export function Reserve({ kind, targetId, timeZone, words }: ReserveProps) {
  const { sessions, mine, places, signedIn, member, seats, setSeats, busy, status, loadFailed, act, reserve, cancel } = useBookingBox(
    kind,
    targetId,
    words,
  )
  const { language } = words
  const placesText = (n: number) => count(n, words.place, language)
  const [beforeSignIn, afterSignIn = ''] = words.signInTo.split('{signIn}')

  const ofSession = <T extends { targetId: string; sessionKey: string }>(list: T[] | undefined, key: string) =>
    list?.find((item) => item.targetId === targetId && item.sessionKey === key)

  const reserveControls = (session: SessionStanding) => (
    <div className="cluster">
      <PartySelect
        most={4}
        value={seats[session.key] ?? 1}
        onChange={(n) => setSeats({ ...seats, [session.key]: n })}
        label={words.placesLabel}
        unit={words.place}
        locale={language}
      />
      <button type="button" className="button" disabled={busy !== undefined} onClick={() => reserve(session)}>
        {busy === session.key ? words.booking : words.reserve}
      </button>
    </div>
  )

  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}#reserve`

  return (
    <div className={styles.reserve} data-reserve={kind}>
      {loadFailed && <p className="notice">{words.loadFailed}</p>}
      {!sessions && !loadFailed && <p className="field-hint">{words.loading}</p>}
      {signedIn === false && (
        <p className="notice">
          {beforeSignIn}
          <Link href={loginPath(here)}>{words.signIn}</Link>
          {afterSignIn}
          {sessions && membersGetPriority(sessions) ? ` ${words.membersPriority}` : ''}
        </p>
      )}
      {sessions && (
        <ul className={styles.sessions}>
          {sessions.map((session) => {
            const held = mine?.find((r) => r.sessionKey === session.key)
            const full = session.remaining === 0
            const closed = session.state === 'closed' || session.state === 'cancelled'
            const ballot = session.ballot
            const hint = ballot ? undefined : bookingWindowNote(session, timeZone, words.window, language)
            // What the server would accept from this viewer (booking/reservations/session-choice.ts).
            const viewer = { signedIn: signedIn === true, member, holds: held !== undefined }
            const choice = sessionChoice(session, viewer)
            const offer = ofSession(places?.offers, session.key)
            return (
              <li key={session.key} className={styles.session}>
                <div>
                  <p className={styles.when}>
                    {kind === 'event' ? words.registration : formatZonedDateTime(session.start, timeZone, 'long', language)}
                  </p>
                  <p className="cluster">
                    {ballot && <span className="badge">{words.ballot}</span>}
                    {session.membersOnly && <span className="badge member">{words.membersOnly}</span>}
                    {closed ? (
                      <span className="badge closed">{session.state === 'cancelled' ? words.cancelled : words.closed}</span>
                    ) : ballot ? (
                      <span className="badge open">{placesText(session.capacity)}</span>
                    ) : full ? (
                      <span className="badge warn">{words.full}</span>
                    ) : session.remaining !== null ? (
                      <span className="badge open">{fill(words.left, { places: placesText(session.remaining) })}</span>
                    ) : null}
                  </p>
                  {hint && (
                    <p className="field-hint">
                      {hint}
                      {membershipWouldOpen(session, member) && (
                        <>
                          {' '}
                          <Link href="/memberships">{words.becomeMember}</Link>
                        </>
                      )}
                    </p>
                  )}
                </div>
                {choice === 'held' && held ? (
                  <div className="cluster">
                    <span>{fill(words.youHave, { places: placesText(held.seats) })}</span>
                    <button type="button" className="button secondary" disabled={busy !== undefined} onClick={() => cancel(held)}>
                      {busy === session.key ? words.cancelling : words.cancel}
                    </button>
                  </div>
                ) : choice === 'ballot' && ballot ? (
                  <>
                    <BallotSession
                      kind={kind}
                      targetId={targetId}
                      session={{ ...session, ballot }}
                      timeZone={timeZone}
                      signedIn={signedIn}
                      member={member}
                      entry={ofSession(places?.entries, session.key)}
                      offer={offer}
                      busy={busy !== undefined}
                      act={act}
                      words={words}
                    />
                    {/* Places nobody entered for are booked first come once drawn. */}
                    {ballot.phase === 'drawn' && reservesAfterDraw(session, viewer) && reserveControls(session)}
                  </>
                ) : choice === 'reserve' ? (
                  reserveControls(session)
                ) : choice === 'waitlist' ? (
                  <WaitlistJoin
                    kind={kind}
                    targetId={targetId}
                    sessionKey={session.key}
                    timeZone={timeZone}
                    canJoin={full && bookableBy(session, member)}
                    waiting={ofSession(places?.waitlist, session.key)}
                    offer={offer}
                    busy={busy !== undefined}
                    act={act}
                    words={words}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <div aria-live="polite">
        {status && (
          <p className="form-status" data-kind={status.kind === 'error' ? 'error' : undefined} lang={status.lang}>
            {status.text}
          </p>
        )}
      </div>
    </div>
  )
}
