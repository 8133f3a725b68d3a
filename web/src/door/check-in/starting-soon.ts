import { NO_SHOW_AFTER_MINUTES } from '@/booking/fair/check-in'
import type { NamedDoorSession } from './door-sessions'

// The sessions at the doors that staff act on next: those starting within the next two hours,
// and those just started whose no-shows are not yet released (ten minutes after the start), by
// start. A cancelled one is left out: there is nothing to do at its door.

export const SOON_MINUTES = 120

export function startingSoon(sessions: readonly NamedDoorSession[], now: Date): NamedDoorSession[] {
  const from = now.getTime() - NO_SHOW_AFTER_MINUTES * 60_000
  const to = now.getTime() + SOON_MINUTES * 60_000
  return sessions
    .filter((s) => !s.cancelled && Date.parse(s.start) >= from && Date.parse(s.start) <= to)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title))
}
