import { z } from 'zod'
import { NO_SESSION, RESERVATION_TARGET_KINDS } from '@/platform/db/schema'

// The bodies and queries that name a bookable session (reservations, ballot entries, waitlists,
// availability, draws), with a message per field.

export const MAX_SEATS = 4

const targetId = z
  .string({ error: 'targetId is required.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'targetId must be a content id: letters, digits, ".", "-" and "_".')
const kind = z.enum(RESERVATION_TARGET_KINDS, { error: 'kind must be "tour-session" or "event".' })

const sessionKey = z.string({ error: 'sessionKey must be text.' }).max(100, 'sessionKey is too long.').optional()

const countOf = (what: string) =>
  z
    .number({ error: `${what} must be a whole number from 1 to ${MAX_SEATS}.` })
    .int(`${what} must be a whole number from 1 to ${MAX_SEATS}.`)
    .min(1, `${what} must be a whole number from 1 to ${MAX_SEATS}.`)

/** A tour session needs its key; an event's one registration is keyed NO_SESSION. */
const namesItsSession = { message: 'sessionKey is required for a tour session.', path: ['sessionKey'] }
const hasSession = (body: { kind: string; sessionKey?: string }) => body.kind !== 'tour-session' || Boolean(body.sessionKey)
const keyed = <T extends { kind: string; sessionKey?: string }>(body: T) => ({
  ...body,
  sessionKey: body.kind === 'event' ? NO_SESSION : (body.sessionKey ?? NO_SESSION),
})

export const reservationBody = z
  .object(
    {
      kind,
      targetId,
      sessionKey,
      seats: countOf('seats').max(MAX_SEATS, `You can book at most ${MAX_SEATS} places at a time.`).default(1),
    },
    { error: 'Send a JSON object.' },
  )
  .refine(hasSession, namesItsSession)
  .transform(keyed)

/**
 * The body of a ballot entry and of a place on a waitlist: the session and the party (1 to 4; a
 * ballot may allow fewer, which its service says).
 */
export const partyRequest = z.object(
  { kind, targetId, sessionKey, party: countOf('party').max(MAX_SEATS, `A party is at most ${MAX_SEATS} people.`).default(1) },
  { error: 'Send a JSON object.' },
)

export const partyBody = partyRequest.refine(hasSession, namesItsSession).transform(keyed)

export const availabilityQuery = z.object({ kind, targetId })

/** The query naming one session: GET /api/draws. */
export const sessionQuery = z.object({ kind, targetId, sessionKey }).refine(hasSession, namesItsSession).transform(keyed)
