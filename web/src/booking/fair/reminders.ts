import { claimReminder, ticketsToRemind } from '@/booking/store/tickets'
import { recipientsOf } from '@/platform/db/user-emails'
import { envelopeOf } from '@/platform/email/identity'
import type { ReservableTarget } from '@/booking/reservations/targets'
import { linksOf, type PlacesDeps } from './deps'
import { reminderMessage } from './reminder-email'
import { sendLogged } from './send'

// The reminder the day before: once per reservation (its ticket's reminded_at is claimed before
// the email goes, and given back if it fails, so the next run retries), sent from 24 hours before
// the start. Someone who booked within those 24 hours just had their confirmation and gets none.

const DAY = 24 * 3_600_000

export async function remindTomorrow(deps: PlacesDeps): Promise<number> {
  const tickets = await ticketsToRemind(deps.db)
  const targets = new Map<string, ReservableTarget | null>()
  const due: { ticketId: string; userId: string; target: ReservableTarget; start: string; seats: number }[] = []
  for (const t of tickets) {
    const key = `${t.target_kind}:${t.target_id}`
    if (!targets.has(key)) {
      targets.set(
        key,
        await deps.load(t.target_kind, t.target_id).catch((error: unknown) => {
          console.error(`[places] reading ${key} for reminders failed:`, error)
          return null
        }),
      )
    }
    const target = targets.get(key)
    const session = target?.sessions.find((s) => s.key === t.session_key)
    if (!target || !session || target.cancelled || session.cancelled) continue
    const start = new Date(session.start).getTime()
    const now = deps.now.getTime()
    if (now < start - DAY || now >= start || new Date(t.created_at).getTime() > start - DAY) continue
    due.push({ ticketId: t.id, userId: t.user_id, target, start: session.start, seats: Number(t.seats) })
  }
  const recipients = await recipientsOf(
    deps.db,
    due.map((d) => d.userId),
  )
  let sent = 0
  for (const d of due) {
    const to = recipients.get(d.userId)
    if (!to || !(await claimReminder(deps.db, d.ticketId, deps.now))) continue
    const message = reminderMessage({
      ...envelopeOf(deps.from, to),
      title: d.target.title,
      start: d.start,
      seats: d.seats,
      ...linksOf(deps, d.target, to),
      timeZone: deps.timeZone,
    })
    if (await sendLogged(deps.sender, message, `reminder of ticket ${d.ticketId}`)) sent++
    else await claimReminder(deps.db, d.ticketId, deps.now, true)
  }
  return sent
}
