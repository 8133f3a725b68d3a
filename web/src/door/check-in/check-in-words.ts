import { formatZonedTime } from '@/kernel/time'
import type { DoorCheckIn } from './door-check-in'
import type { HostWords } from '@/door/hosts/tap-words'

// What the host reads when a ticket is refused at the door, big enough for arm's length: a short
// headline per reason (the server's sentence says the rest), and whether the code stays in the
// field to be put right. The reasons are door-check-in.ts's codes.

type Refusal = Extract<DoorCheckIn, { ok: false }>

/** The answer of POST /api/host/check-ins when it lets a ticket in. */
export interface CheckInAnswer {
  ticketId: string
  seats: number
  checkedInAt: string
  title: string
  start: string
}

/** The `error` of a refusal: its reason, its sentence, and what the ticket was for when known. */
export type CheckInRefusal = { code: Refusal['code'] | 'bad_request' | 'rate_limited'; message: string } & NonNullable<Refusal['details']>

/** The headline for a refusal's code, in the host's words (`t`, the catalogue's "host" messages). */
export function refusalHeadline(
  code: string | undefined,
  checkedInAt: string | undefined,
  timeZone: string,
  t: HostWords,
  language = 'en',
): string {
  if (code === 'already_checked_in')
    return checkedInAt ? t('refusal.alreadyAt', { time: formatZonedTime(checkedInAt, timeZone, language) }) : t('refusal.already')
  if (code === 'wrong_site') return t('refusal.wrongSite')
  if (code === 'not_now') return t('refusal.notNow')
  if (code === 'released') return t('refusal.released')
  if (code === 'not_a_ticket' || code === 'bad_request') return t('refusal.notATicket')
  if (code === 'not_found') return t('refusal.notFound')
  return t('refusal.other')
}

/** Whether the code stays in the field: one that is not a ticket is put right; a real ticket's answer is final. */
export const keepsCode = (code: string | undefined, status: number): boolean =>
  code === 'not_a_ticket' || code === 'bad_request' || status >= 500 || status === 429 || status === 0
