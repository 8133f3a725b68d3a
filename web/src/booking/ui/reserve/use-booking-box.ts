import { useCallback, useEffect, useState } from 'react'
import { currentUser } from '@/visitors/auth/session.client'
import type { ReservationView } from '@/booking/reservations/views'
import { ApiError, callApi, errorMessage } from '@/ui/runtime/api.client'
import type { BoxWords } from './box-words'
import type { Act, MyPlaces, Outcome, SessionStanding } from './standing'

// The booking box's state as a hook: the sessions' places, read fresh at run time (never cached),
// the viewer's own reservations, entries, offers and waitlist places, and one action at a time
// (its outcome in words, then everything read again, since places move). The box renders it; what
// a viewer may do with a session is booking/reservations/session-choice.ts.

export interface ReserveProps {
  kind: 'tour-session' | 'event'
  targetId: string
  /** The festival's time zone (from the settings): session times and booking dates read in it. */
  timeZone: string
  /** Its words in the page's language (box-words.ts). */
  words: BoxWords
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

/** The booking box's state and actions for one target: what it shows, and what a tap does. */
export function useBookingBox(kind: ReserveProps['kind'], targetId: string, words: BoxWords) {
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
        setStatus({ kind: 'error', text: words.signInFirst })
      } else {
        // The API's and the network's messages are the site's English.
        setStatus({ kind: 'error', text: errorMessage(error), lang: 'en' })
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
      return email?.sent === false ? { kind: 'error' as const, text: words.bookedNoEmail } : words.booked
    })

  const cancel = (reservation: Mine) =>
    act(reservation.sessionKey, async () => {
      await callApi(`/api/reservations/${encodeURIComponent(reservation.id)}`, { method: 'DELETE' })
      return words.reservationCancelled
    })

  return { sessions, mine, places, signedIn, member, seats, setSeats, busy, status, loadFailed, act, reserve, cancel }
}
