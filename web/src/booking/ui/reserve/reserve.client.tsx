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
import { count, NOUNS } from '@/kernel/text/count'

// Booking places in a festival tour's sessions or a registration event: first come (reserve, or
// join the waitlist when full) or by ballot (enter, withdraw, the result). Everything comes from
// the API at run time (places left, ballots, the visitor's own reservations, entries and waitlist
// places), so the page around it stays static and the same for everyone. It renders; its state is
// useBookingBox (use-booking-box.ts), and what it offers each viewer session-choice.ts's.

export type { ReserveProps } from './use-booking-box'

export function Reserve({ kind, targetId, timeZone }: ReserveProps) {
  const { sessions, mine, places, signedIn, member, seats, setSeats, busy, status, loadFailed, act, reserve, cancel } = useBookingBox(
    kind,
    targetId,
  )

  const ofSession = <T extends { targetId: string; sessionKey: string }>(list: T[] | undefined, key: string) =>
    list?.find((item) => item.targetId === targetId && item.sessionKey === key)

  const reserveControls = (session: SessionStanding) => (
    <div className="cluster">
      <PartySelect
        most={4}
        value={seats[session.key] ?? 1}
        onChange={(n) => setSeats({ ...seats, [session.key]: n })}
        label="Places"
        unit="places"
      />
      <button type="button" className="button" disabled={busy !== undefined} onClick={() => reserve(session)}>
        {busy === session.key ? 'Booking…' : 'Reserve'}
      </button>
    </div>
  )

  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}#reserve`

  return (
    <div className={styles.reserve} data-reserve={kind}>
      {loadFailed && <p className="notice">We couldn’t load the places just now. Please reload the page.</p>}
      {!sessions && !loadFailed && <p className="field-hint">Loading places…</p>}
      {signedIn === false && (
        <p className="notice">
          <Link href={loginPath(here)}>Sign in</Link> to book a place.
          {sessions && membersGetPriority(sessions) ? ' Members get priority booking.' : ''}
        </p>
      )}
      {sessions && (
        <ul className={styles.sessions}>
          {sessions.map((session) => {
            const held = mine?.find((r) => r.sessionKey === session.key)
            const full = session.remaining === 0
            const closed = session.state === 'closed' || session.state === 'cancelled'
            const ballot = session.ballot
            const hint = ballot ? undefined : bookingWindowNote(session, timeZone)
            // What the server would accept from this viewer (booking/reservations/session-choice.ts).
            const viewer = { signedIn: signedIn === true, member, holds: held !== undefined }
            const choice = sessionChoice(session, viewer)
            const offer = ofSession(places?.offers, session.key)
            return (
              <li key={session.key} className={styles.session}>
                <div>
                  <p className={styles.when}>{kind === 'event' ? 'Registration' : formatZonedDateTime(session.start, timeZone, 'long')}</p>
                  <p className="cluster">
                    {ballot && <span className="badge">Ballot</span>}
                    {session.membersOnly && <span className="badge member">Members only</span>}
                    {closed ? (
                      <span className="badge closed">{session.state === 'cancelled' ? 'Cancelled' : 'Closed'}</span>
                    ) : ballot ? (
                      <span className="badge open">{count(session.capacity, NOUNS.place)}</span>
                    ) : full ? (
                      <span className="badge warn">Full</span>
                    ) : session.remaining !== null ? (
                      <span className="badge open">{count(session.remaining, NOUNS.place)} left</span>
                    ) : null}
                  </p>
                  {hint && (
                    <p className="field-hint">
                      {hint}
                      {membershipWouldOpen(session, member) && (
                        <>
                          {' '}
                          <Link href="/memberships">Become a member</Link>
                        </>
                      )}
                    </p>
                  )}
                </div>
                {choice === 'held' && held ? (
                  <div className="cluster">
                    <span>You have {count(held.seats, NOUNS.place)}.</span>
                    <button type="button" className="button secondary" disabled={busy !== undefined} onClick={() => cancel(held)}>
                      {busy === session.key ? 'Cancelling…' : 'Cancel'}
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
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <div aria-live="polite">
        {status && (
          <p className="form-status" data-kind={status.kind === 'error' ? 'error' : undefined}>
            {status.text}
          </p>
        )}
      </div>
    </div>
  )
}
