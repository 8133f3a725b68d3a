import { z } from 'zod'
import { NO_SESSION, RESERVATION_TARGET_KINDS } from '@/db/schema'

// The body of POST /api/reservations and the query of GET /api/availability, with a message per field.

export const MAX_SEATS = 4

const targetId = z
  .string({ error: 'targetId is required.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'targetId must be a content id: letters, digits, ".", "-" and "_".')
const kind = z.enum(RESERVATION_TARGET_KINDS, { error: 'kind must be "tour-session" or "event".' })

export const reservationBody = z
  .object(
    {
      kind,
      targetId,
      sessionKey: z.string({ error: 'sessionKey must be text.' }).max(100, 'sessionKey is too long.').optional(),
      seats: z
        .number({ error: `seats must be a whole number from 1 to ${MAX_SEATS}.` })
        .int(`seats must be a whole number from 1 to ${MAX_SEATS}.`)
        .min(1, `seats must be a whole number from 1 to ${MAX_SEATS}.`)
        .max(MAX_SEATS, `You can book at most ${MAX_SEATS} places at a time.`)
        .default(1),
    },
    { error: 'Send a JSON object.' },
  )
  .refine((body) => body.kind !== 'tour-session' || Boolean(body.sessionKey), {
    message: 'sessionKey is required for a tour session.',
    path: ['sessionKey'],
  })
  .transform((body) => ({ ...body, sessionKey: body.kind === 'event' ? NO_SESSION : (body.sessionKey ?? NO_SESSION) }))

export const availabilityQuery = z.object({ kind, targetId })
