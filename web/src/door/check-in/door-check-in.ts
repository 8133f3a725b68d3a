import { findTicket, ticketIdOfDoorCode } from '@/booking/store/tickets'
import { readDoorCode } from '@/booking/tickets/door-code'
import type { HostSite } from '@/door/hosts/access'
import { readTicketCode } from '@/booking/tickets/ticket-code'
import { checkInTicket } from '@/booking/fair/check-in'
import type { PlacesDeps } from '@/booking/fair/deps'
import { DEFAULT_TIME_ZONE } from '@/kernel/time'
import { outsideWindow } from './window'

// A ticket shown at a building's door, as the host tool sends it: the site the host stands at and
// the code scanned or typed. The host must be on that site's door (or staff), and the ticket must
// be for a tour or event at that site: a visitor at the wrong building hears where they should
// be, and a host can only ever let people into their own building. A ticket checks in only within
// its session's window (./window.ts): one for Sunday shown on Saturday is refused with its day and
// time, and stays good for Sunday. The code is checked before the
// database is asked, so a forged or mistyped code costs nothing and is told apart from a ticket
// that no longer exists. A door code (eight characters, booking/tickets/door-code.ts) is looked up
// instead, a limited number a minute per host.

export interface DoorCheckInDeps extends Pick<PlacesDeps, 'db' | 'now' | 'timeZone' | 'load'> {
  /** The key ticket codes are signed with. */
  secret: string
  /** The site, if the caller may act for it (door/hosts/access.ts hostSite for the caller). */
  hostOf: (siteId: string) => Promise<HostSite | undefined>
  /** A festival site's name, for telling a visitor which building their ticket is for. */
  siteName: (siteId: string) => Promise<string | undefined>
  /** Minutes before a session's start from which its tickets check in (the door's setting). */
  checkInOpensMinutes: number
  /** Counts a door code's look-up against the host's limit: undefined when allowed, else ms to wait. */
  doorCodeTry: () => Promise<number | undefined>
}

/** What the ticket admits to, told on success and with most refusals so the host can explain. */
export interface TicketFor {
  title: string
  start: string
}

export type DoorCheckIn =
  | ({ ok: true; ticketId: string; seats: number; checkedInAt: string } & TicketFor)
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 429
      code: 'forbidden' | 'not_a_ticket' | 'not_found' | 'wrong_site' | 'already_checked_in' | 'released' | 'not_now' | 'rate_limited'
      message: string
      /** For rate_limited: how long until the next door code may be tried. */
      retryAfterMs?: number
      details?: Partial<TicketFor> & {
        checkedInAt?: string
        releasedAt?: string
        siteId?: string | null
        siteName?: string
        /** When a ticket shown outside its window checks in (not_now). */
        opensAt?: string
        closesAt?: string
      }
    }

export async function checkInAtDoor(
  deps: DoorCheckInDeps,
  request: { siteId: string; code: string },
  host: { userId: string },
): Promise<DoorCheckIn> {
  const site = await deps.hostOf(request.siteId)
  if (!site) return { ok: false, status: 403, code: 'forbidden', message: 'You are not a host of this site.' }
  const reading = await readCode(deps, request.code)
  if (!reading.ok) return reading
  const ticket = await findTicket(deps.db, reading.ticketId)
  if (!ticket) {
    return { ok: false, status: 404, code: 'not_found', message: 'No ticket has this code any more: its booking was cancelled.' }
  }
  const target = await deps.load(ticket.session.kind, ticket.session.id)
  const session = target?.sessions.find((s) => s.key === ticket.session.sessionKey)
  if (!target || !session) {
    return { ok: false, status: 404, code: 'not_found', message: 'This ticket’s tour or event is no longer on the programme.' }
  }
  const what: TicketFor = { title: target.title, start: new Date(session.start).toISOString() }
  if (target.siteId !== site.id) {
    const elsewhere = target.siteId ? await deps.siteName(target.siteId) : undefined
    return {
      ok: false,
      status: 409,
      code: 'wrong_site',
      message: target.siteId
        ? `Wrong building: this ticket is for “${target.title}” at ${elsewhere ?? 'another site'}, not ${site.name}.`
        : `Wrong building: this ticket is for “${target.title}”, which is not held at ${site.name}.`,
      details: { ...what, siteId: target.siteId, ...(elsewhere ? { siteName: elsewhere } : {}) },
    }
  }
  // A ticket already used or released hears that instead: it is the more useful answer.
  const outside =
    ticket.checked_in_at || ticket.released_at
      ? undefined
      : outsideWindow(what.start, deps.now, deps.checkInOpensMinutes, deps.timeZone ?? DEFAULT_TIME_ZONE)
  if (outside) {
    const { message, opensAt, closesAt } = outside
    return { ok: false, status: 409, code: 'not_now', message, details: { ...what, opensAt, closesAt } }
  }
  const result = await checkInTicket(deps, ticket.id, host)
  if (result.ok) return { ok: true, ticketId: result.ticketId, seats: result.seats, checkedInAt: result.checkedInAt, ...what }
  const code = result.code === 'already_checked_in' || result.code === 'released' ? result.code : 'not_found'
  return {
    ok: false,
    status: result.status === 409 ? 409 : 404,
    code,
    message: result.message,
    details: {
      ...what,
      ...(result.checkedInAt ? { checkedInAt: result.checkedInAt } : {}),
      ...(result.releasedAt ? { releasedAt: result.releasedAt } : {}),
    },
  }
}

type Refused = Extract<DoorCheckIn, { ok: false }>

/**
 * The ticket a typed or scanned code names: a door code (eight characters) is looked up, within the
 * host's limit; anything else is read as a signed code, which needs no look-up to be trusted.
 */
async function readCode(deps: DoorCheckInDeps, code: string): Promise<{ ok: true; ticketId: string } | Refused> {
  const door = readDoorCode(code)
  if (!door) {
    const signed = readTicketCode(code, deps.secret)
    return signed.ok ? signed : { ok: false, status: 400, code: 'not_a_ticket', message: signed.message }
  }
  if (!door.ok) return { ok: false, status: 400, code: 'not_a_ticket', message: door.message }
  const wait = await deps.doorCodeTry()
  if (wait !== undefined)
    return {
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: 'Too many ticket codes typed on this phone in a minute.',
      retryAfterMs: wait,
    }
  const ticketId = await ticketIdOfDoorCode(deps.db, door.code)
  if (!ticketId)
    return {
      ok: false,
      status: 404,
      code: 'not_found',
      message: 'No ticket has this code: check it against the ticket, or scan its QR code. A cancelled booking’s code no longer works.',
    }
  return { ok: true, ticketId }
}
