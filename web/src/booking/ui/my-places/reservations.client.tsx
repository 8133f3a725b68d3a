'use client'

import { useCallback, useEffect, useState } from 'react'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import { ApiError, callApi, errorMessage } from '@/ui/runtime/api.client'
import { useVisitorMinute } from '@/ui/runtime/visitor-clock'
import { StatusBadge } from '@/programme/ui/status/status-notice'
import type { ReservationView } from '@/booking/reservations/views'
import { formatZonedDateTime } from '@/kernel/time'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { isOffline } from '@/kernel/browser/connection'
import { count } from '@/kernel/text/count'
import { fill } from '@/kernel/text/fill'
import type { PlainWords } from '@/platform/i18n/catalogues'

// The signed-in user's reservations (GET /api/reservations), upcoming first, with cancel
// (DELETE /api/reservations/{id}) and its calendar file; refreshed from the server after each cancel. A live notice on
// the session or event (cancelled, at capacity now…) shows as its badge and line. A missing
// reservations API (404) reads as "none yet", so the page works before that part is deployed.
// In the page's language: its words come as strings, the catalogue's `myOhcEdit`.

/** A reservation as the API shows it to its owner (the server's own view type). */
export type Reservation = ReservationView

interface ReservationsProps {
  kind?: Reservation['kind']
  empty: string
  limit?: number
  /** The festival's time zone (from the settings), in which the reservations' times read. */
  timeZone: string
  words: PlainWords<'myOhcEdit'>
}

export function Reservations({ kind, empty, limit, timeZone, words: all }: ReservationsProps) {
  const { language, reservations: words } = all
  const when = (iso: string | null) => (iso ? formatZonedDateTime(iso, timeZone, 'long', language) : words.timeTba)
  const alert = useItineraryAlert()
  const { failure } = alert
  const [list, setList] = useState<Reservation[] | null>(null)
  const [offline, setOffline] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)

  const load = useCallback(
    () =>
      callApi<Reservation[]>('/api/reservations').then(
        ({ data }) => {
          setOffline(false)
          setList(data ?? [])
        },
        (error: unknown) => {
          setList([])
          // A saved copy of My OHC opened offline: say so rather than "none" or an error.
          if (isOffline()) setOffline(true)
          else if (!(error instanceof ApiError && error.status === 404)) failure(errorMessage(error))
        },
      ),
    [failure],
  )

  useEffect(() => {
    if (!offline) return
    const reload = () => void load()
    window.addEventListener('online', reload, { once: true })
    return () => window.removeEventListener('online', reload)
  }, [offline, load])

  useEffect(() => {
    void load()
  }, [load])

  async function cancel(reservation: Reservation) {
    setBusy(reservation.id)
    try {
      await callApi(`/api/reservations/${encodeURIComponent(reservation.id)}`, { method: 'DELETE' })
      alert.success(fill(words.cancelled, { title: reservation.title ?? words.yourBooking }))
    } catch (error) {
      alert.failure(errorMessage(error))
    } finally {
      setBusy(null)
      await load()
    }
  }

  // Past reservations drop out of the list. On the server the list is still loading, so nothing is filtered there.
  const now = useVisitorMinute()?.getTime() ?? 0
  const shown = (list ?? [])
    .filter((r) => !kind || r.kind === kind)
    .filter((r) => !r.start || Date.parse(r.start) >= now)
    .sort((a, b) => (a.start ?? '9999').localeCompare(b.start ?? '9999'))
    .slice(0, limit)

  return (
    <div>
      {list === null ? <p>{words.loading}</p> : null}
      {offline ? <p>{words.offline}</p> : null}
      {list !== null && !offline && shown.length === 0 ? <p>{empty}</p> : null}
      {shown.length ? (
        <ul className={styles.list}>
          {shown.map((r) => (
            <li key={r.id}>
              <strong>{r.title}</strong> <StatusBadge status={r.status} language={language} />
              {r.status?.message ? <p className="status-line">{r.status.message}</p> : <br />}
              <span>{when(r.start)}</span> · <span>{count(r.seats, words.place, language)}</span>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button quiet"
                  disabled={busy !== null}
                  onClick={() => void cancel(r)}
                  aria-label={fill(words.cancelFor, { title: r.title ?? words.thisBooking })}
                >
                  {words.cancel}
                </button>
                <a
                  className="button quiet"
                  href={`/api/reservations/${encodeURIComponent(r.id)}/calendar.ics`}
                  download="reservation.ics"
                  aria-label={fill(words.addToCalendarFor, { title: r.title ?? words.thisBooking })}
                >
                  {words.addToCalendar}
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ItineraryAlert message={alert.message} />
    </div>
  )
}
