'use client'

import { useCallback, useEffect, useState } from 'react'
import { loginPath } from '@/visitors/auth/callback'
import { currentUser } from '@/visitors/auth/session.client'
import Link from '@/ui/link'
import { formatZonedDateTime } from '@/kernel/time'
import { bookableBy, bookingWindowNote, membershipWouldOpen, reservesAfterDraw, sessionChoice } from '@/booking/reservations/session-choice'
import styles from './reserve.module.css'
import type { ReservationView } from '@/booking/reservations/views'
import { ApiError, callApi, errorMessage } from '@/ui/runtime/api.client'
import { BallotSession } from './ballot-session.client'
import { PartySelect } from './party-select'
import type { Act, MyPlaces, Outcome, SessionStanding } from './standing'
import { WaitlistJoin } from './waitlist-join.client'
import { count, NOUNS } from '@/kernel/text/count'

// Booking places in a festival tour's sessions or a registration event: first come (reserve, or
// join the waitlist when full) or by ballot (enter, withdraw, the result). Everything comes from
// the API at run time (places left, ballots, the visitor's own reservations, entries and places in
// line), so the page around it stays static and the same for everyone.

export interface ReserveProps {
  kind: 'tour-session' | 'event'
  targetId: string
  /** The festival's time zone (from the settings): session times and booking dates read in it. */
  timeZone: string
}

type Session = SessionStanding
type Mine = ReservationView

type Status = Outcome | undefined

interface Loaded {
  sessions: Session[]
  signedIn: boolean
  /** The viewer's reservations, when signed in; null when their answer could not be read. */
  own?: { data: Mine[]; member: boolean } | null
  /** The viewer's ballot entries, offers and waitlist places, when signed in and readable. */
  places?: MyPlaces
}

/**
 * The sessions' availability and, for a signed-in visitor, their own reservations, read fresh
 * (never cached). Whether the visitor is signed in comes from the page's shared session store,
 * asked in parallel with the availability: a signed-out visitor has no reservations to ask for.
 */
async function loadBooking(kind: ReserveProps['kind'], targetId: string): Promise<Loaded> {
  const [available, own, places] = await Promise.all([
    callApi<{ sessions: Session[] }>(`/api/availability?kind=${kind}&targetId=${encodeURIComponent(targetId)}`),
    currentUser().then((user) =>
      user
        ? callApi<Mine[]>('/api/reservations').then(
            // An answer that is not the list reads as null (the page says so); an error answer
            // leaves the sessions to show without the viewer's own list. A 401 here: the session
            // ended since the store read it.
            (answer) => (Array.isArray(answer.data) ? { data: answer.data, member: answer.meta?.member === true } : null),
            (error: unknown) => (error instanceof ApiError && error.status === 401 ? ('signed-out' as const) : undefined),
          )
        : ('signed-out' as const),
    ),
    currentUser().then((user) =>
      user
        ? callApi<MyPlaces>('/api/me/places').then(
            (answer) => answer.data,
            () => undefined,
          )
        : undefined,
    ),
  ])
  if (own === 'signed-out') return { sessions: available.data.sessions, signedIn: false }
  return { sessions: available.data.sessions, signedIn: true, own, places }
}

export function Reserve({ kind, targetId, timeZone }: ReserveProps) {
  const [sessions, setSessions] = useState<Session[] | undefined>()
  const [mine, setMine] = useState<Mine[] | undefined>()
  const [places, setPlaces] = useState<MyPlaces | undefined>()
  const [signedIn, setSignedIn] = useState<boolean | undefined>()
  const [member, setMember] = useState(false)
  const [seats, setSeats] = useState<Record<string, number>>({})
  const [busy, setBusy] = useState<string | undefined>()
  const [status, setStatus] = useState<Status>()
  const [loadFailed, setLoadFailed] = useState(false)

  const refresh = useCallback(
    () =>
      loadBooking(kind, targetId).then(
        (loaded) => {
          setSessions(loaded.sessions)
          setSignedIn(loaded.signedIn)
          if (loaded.own) {
            setMine(loaded.own.data.filter((r) => r.targetId === targetId))
            setMember(loaded.own.member)
          }
          setPlaces(loaded.places)
          setLoadFailed(loaded.own === null)
        },
        () => setLoadFailed(true),
      ),
    [kind, targetId],
  )

  useEffect(() => {
    void refresh()
  }, [refresh])

  // One action at a time: its outcome in words, then everything read again (places move).
  const act: Act = async (key, action) => {
    setBusy(key)
    setStatus(undefined)
    try {
      const outcome = await action()
      setStatus(typeof outcome === 'string' ? { kind: 'ok', text: outcome } : outcome)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setSignedIn(false)
        setStatus({ kind: 'error', text: 'Please sign in first.' })
      } else {
        setStatus({ kind: 'error', text: errorMessage(error) })
      }
    }
    setBusy(undefined)
    await refresh()
  }

  const reserve = (session: Session) =>
    act(session.key, async () => {
      const answer = await callApi('/api/reservations', {
        method: 'POST',
        body: {
          kind,
          targetId,
          sessionKey: kind === 'tour-session' ? session.key : undefined,
          seats: seats[session.key] ?? 1,
        },
      })
      const { email } = answer
      return email?.sent === false
        ? { kind: 'error' as const, text: email.message ?? 'Booked, but we couldn’t send the confirmation email.' }
        : 'You’re booked. We’ve emailed you a confirmation.'
    })

  const cancel = (reservation: Mine) =>
    act(reservation.sessionKey, async () => {
      await callApi(`/api/reservations/${encodeURIComponent(reservation.id)}`, { method: 'DELETE' })
      return 'Your reservation is cancelled. Thank you for freeing the place.'
    })

  const ofSession = <T extends { targetId: string; sessionKey: string }>(list: T[] | undefined, key: string) =>
    list?.find((item) => item.targetId === targetId && item.sessionKey === key)

  const reserveControls = (session: Session) => (
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
          <Link href={loginPath(here)}>Sign in</Link> to book a place. Members get priority booking.
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
