import type { Reservation } from '@/platform/db/schema'
import type { LiveStatus } from '@/programme/status/notice'
import type { TargetLabel } from './targets'

// A reservation as the API shows it to its owner: no user id, with the content's title, page and
// start time (null when the content source could not say), and its live notice when it has one.

export interface ReservationView {
  id: string
  kind: Reservation['target_kind']
  targetId: string
  sessionKey: string
  seats: number
  createdAt: string
  title: string | null
  path: string | null
  start: string | null
  status?: LiveStatus
}

export function reservationView(r: Reservation, label?: TargetLabel): ReservationView {
  return {
    id: r.id,
    kind: r.target_kind,
    targetId: r.target_id,
    sessionKey: r.session_key,
    seats: Number(r.seats),
    createdAt: r.created_at,
    title: label?.title ?? null,
    path: label?.path ?? null,
    start: label?.starts.get(r.session_key) ?? null,
    ...(label?.statuses.has(r.session_key) ? { status: label.statuses.get(r.session_key) } : {}),
  }
}
