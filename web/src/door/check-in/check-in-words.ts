import { formatZonedDateTime, formatZonedTime } from '@/kernel/time'
import type { DoorCheckIn } from './door-check-in'
import { retryIn } from '@/platform/retry-words'
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
export type CheckInRefusal = {
  code: Refusal['code'] | 'bad_request' | 'rate_limited'
  message: string
  /** A 429's wait in seconds (platform/respond.ts). */
  retryAfter?: number
} & NonNullable<Refusal['details']>

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

/**
 * Why a ticket was refused, in the host's language: the server writes its sentences in English, so
 * in another language the tool says the reason from the refusal's code and details instead (a
 * malformed code's exact fault is then not named, only that it is not a ticket's code).
 */
export function refusalSentence(
  refusal: Partial<CheckInRefusal>,
  serverSentence: string,
  timeZone: string,
  t: HostWords,
  language: string,
): string {
  if (language === 'en') return serverSentence
  const time = (at: string) => formatZonedTime(at, timeZone, language)
  // A window may open on another day: its day is said too ("sáb, 17 oct, 9:30").
  const when = (at: string) => formatZonedDateTime(at, timeZone, 'short', language)
  switch (refusal.code) {
    case 'forbidden':
      return t('why.forbidden')
    case 'not_a_ticket':
    case 'bad_request':
      return t('why.notATicket')
    case 'not_found':
      return t('why.notFound')
    case 'wrong_site':
      return refusal.siteName
        ? t('why.wrongSite', { title: refusal.title ?? '', site: refusal.siteName })
        : t('why.wrongSiteUnknown', { title: refusal.title ?? '' })
    case 'not_now':
      if (!refusal.opensAt) return t('why.other')
      return refusal.closesAt
        ? t('why.notNow', { opens: when(refusal.opensAt), closes: when(refusal.closesAt) })
        : t('why.notNowOpens', { opens: when(refusal.opensAt) })
    case 'released':
      return refusal.releasedAt ? t('why.released', { time: time(refusal.releasedAt) }) : t('refusal.released')
    case 'rate_limited':
      return refusal.retryAfter ? t('why.tooManyWhen', { when: retryIn(refusal.retryAfter, language) }) : t('why.tooMany')
    default:
      return t('why.other')
  }
}

/** Whether the code stays in the field: one that is not a ticket is put right; a real ticket's answer is final. */
export const keepsCode = (code: string | undefined, status: number): boolean =>
  code === 'not_a_ticket' || code === 'bad_request' || status >= 500 || status === 429 || status === 0
