'use client'

import { useCallback, useEffect, useState } from 'react'
import { loginPath } from '@/auth/callback'
import { currentUser } from '@/auth/session.client'
import Link from '../link'
import { formatZonedDateTime } from '@/time'
import styles from './reserve.module.css'
import type { SessionAvailability } from '@/reservations/availability'
import type { ReservationView } from '@/reservations/views'
import { ApiError, callApi, errorMessage } from '../runtime/api.client'

// Booking places in a festival tour's sessions or a registration event. Everything comes from the
// API at run time (places left, the visitor's own reservations), so the page around it stays
// static and the same for everyone.

export interface ReserveProps {
  kind: 'tour-session' | 'event'
  targetId: string
  /** The festival's time zone (from the settings): session times and booking dates read in it. */
  timeZone: string
}

type Session = SessionAvailability
type Mine = ReservationView

type Status = { kind: 'ok' | 'error'; text: string } | undefined

function note(session: Session, timeZone: string): string | undefined {
  const when = (iso: string) => formatZonedDateTime(iso, timeZone, 'long')
  if (session.state === 'member-priority') return `Members book first. Opens to everyone on ${when(session.opensToAll)}.`
  if (session.state === 'not-open')
    return `Booking opens to members on ${when(session.opensToMembers)}, to everyone on ${when(session.opensToAll)}.`
  if (session.membersOnly) return 'For members only.'
  return undefined
}

interface Loaded {
  sessions: Session[]
  signedIn: boolean
  /** The viewer's reservations, when signed in; null when their answer could not be read. */
  own?: { data: Mine[]; member: boolean } | null
}

/**
 * The sessions' availability and, for a signed-in visitor, their own reservations, read fresh
 * (never cached). Whether the visitor is signed in comes from the page's shared session store,
 * asked in parallel with the availability: a signed-out visitor has no reservations to ask for.
 */
async function loadBooking(kind: ReserveProps['kind'], targetId: string): Promise<Loaded> {
  const [available, own] = await Promise.all([
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
  ])
  if (own === 'signed-out') return { sessions: available.data.sessions, signedIn: false }
  return { sessions: available.data.sessions, signedIn: true, own }
}

export function Reserve({ kind, targetId, timeZone }: ReserveProps) {
  const [sessions, setSessions] = useState<Session[] | undefined>()
  const [mine, setMine] = useState<Mine[] | undefined>()
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
          setLoadFailed(loaded.own === null)
        },
        () => setLoadFailed(true),
      ),
    [kind, targetId],
  )

  useEffect(() => {
    void refresh()
  }, [refresh])

  async function reserve(session: Session) {
    setBusy(session.key)
    setStatus(undefined)
    try {
      const answer = await callApi<{ email?: { sent: boolean; message?: string } }>('/api/reservations', {
        method: 'POST',
        body: {
          kind,
          targetId,
          sessionKey: kind === 'tour-session' ? session.key : undefined,
          seats: seats[session.key] ?? 1,
        },
      })
      const email = answer.data?.email
      setStatus(
        email?.sent === false
          ? { kind: 'error', text: email.message ?? 'Booked, but we couldn’t send the confirmation email.' }
          : { kind: 'ok', text: 'You’re booked. We’ve emailed you a confirmation.' },
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setSignedIn(false)
        setStatus({ kind: 'error', text: 'Please sign in to book.' })
      } else {
        setStatus({ kind: 'error', text: errorMessage(error) })
      }
    }
    setBusy(undefined)
    await refresh()
  }

  async function cancel(reservation: Mine) {
    setBusy(reservation.sessionKey)
    setStatus(undefined)
    try {
      await callApi(`/api/reservations/${encodeURIComponent(reservation.id)}`, { method: 'DELETE' })
      setStatus({ kind: 'ok', text: 'Your reservation is cancelled. Thank you for freeing the place.' })
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error) })
    }
    setBusy(undefined)
    await refresh()
  }

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
            const hint = note(session, timeZone)
            // Offer Reserve only where the server would accept it from this viewer: a member by
            // the members' state, anyone else by everyone's (members-only, not open yet…).
            const bookable = (member ? session.memberState : session.state) === 'open'
            return (
              <li key={session.key} className={styles.session}>
                <div>
                  <p className={styles.when}>{kind === 'event' ? 'Registration' : formatZonedDateTime(session.start, timeZone, 'long')}</p>
                  <p className="cluster">
                    {session.membersOnly && <span className="badge member">Members only</span>}
                    {closed ? (
                      <span className="badge closed">{session.state === 'cancelled' ? 'Cancelled' : 'Closed'}</span>
                    ) : full ? (
                      <span className="badge warn">Full</span>
                    ) : session.remaining !== null ? (
                      <span className="badge open">{session.remaining === 1 ? '1 place left' : `${session.remaining} places left`}</span>
                    ) : null}
                  </p>
                  {hint && !closed && (
                    <p className="field-hint">
                      {hint}
                      {!member && session.memberState === 'open' && session.state !== 'open' && (
                        <>
                          {' '}
                          <Link href="/memberships">Become a member</Link>
                        </>
                      )}
                    </p>
                  )}
                </div>
                {held ? (
                  <div className="cluster">
                    <span>You have {held.seats === 1 ? '1 place' : `${held.seats} places`}.</span>
                    <button type="button" className="button secondary" disabled={busy !== undefined} onClick={() => cancel(held)}>
                      {busy === session.key ? 'Cancelling…' : 'Cancel'}
                    </button>
                  </div>
                ) : signedIn && bookable && !full ? (
                  <div className="cluster">
                    <label className={styles.seats}>
                      <span className="visually-hidden">Places</span>
                      <select
                        value={seats[session.key] ?? 1}
                        onChange={(e) => setSeats({ ...seats, [session.key]: Number(e.target.value) })}
                      >
                        {[1, 2, 3, 4].map((n) => (
                          <option key={n} value={n}>
                            {n === 1 ? '1 place' : `${n} places`}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="button" className="button" disabled={busy !== undefined} onClick={() => reserve(session)}>
                      {busy === session.key ? 'Booking…' : 'Reserve'}
                    </button>
                  </div>
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
