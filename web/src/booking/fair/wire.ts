import { z } from 'zod'
import { BALLOT_ENTRY_STATES, OFFER_STATES, RESERVATION_TARGET_KINDS, WAITLIST_STATES } from '@/platform/db/schema'
import type { Commitment } from './enter-ballot'
import type { MyPlacesAnswer } from './my-places'
import type { DrawPublication } from './published-draw'

// Fair booking's answers as the OpenAPI document describes them. The `satisfies` checks at the
// end tie each schema to the type its route sends, so the two cannot drift apart silently.

const emailOutcome = z.object({ sent: z.boolean(), message: z.string().optional() }).meta({ id: 'EmailOutcome' })

const about = {
  kind: z.enum(RESERVATION_TARGET_KINDS),
  targetId: z.string(),
  sessionKey: z.string(),
  title: z.string().nullable(),
  path: z.string().nullable(),
  start: z.string().nullable(),
}

const entry = z
  .object({
    ...about,
    id: z.string(),
    party: z.number().int(),
    member: z.boolean(),
    state: z.enum(BALLOT_ENTRY_STATES),
    enteredAt: z.string(),
    seedHash: z.string().nullable(),
    drawnAt: z.string().nullable(),
    position: z.number().int().nullable(),
    ahead: z.number().int().nullable(),
  })
  .meta({ id: 'BallotEntry' })

const offer = z
  .object({
    ...about,
    id: z.string(),
    seats: z.number().int(),
    state: z.enum(OFFER_STATES),
    reason: z.enum(['draw', 'freed']),
    offeredAt: z.string(),
    expiresAt: z.string(),
    answeredAt: z.string().nullable(),
    reservationId: z.string().nullable(),
  })
  .meta({ id: 'PlaceOffer' })

const waiting = z
  .object({
    ...about,
    id: z.string(),
    party: z.number().int(),
    state: z.enum(WAITLIST_STATES),
    joinedAt: z.string(),
    ahead: z.number().int().nullable(),
  })
  .meta({ id: 'WaitlistPlace' })

const ticket = z
  .object({
    ...about,
    id: z.string(),
    reservationId: z.string(),
    seats: z.number().int(),
    issuedAt: z.string(),
    checkedInAt: z.string().nullable(),
    releasedAt: z.string().nullable(),
    code: z.string().describe('The signed ticket code: what its QR carries (a host may type it too)'),
    doorCode: z
      .string()
      .nullable()
      .describe(
        'The door code as printed, "K7QM-3XPA": eight characters to read out and type at the door; null for a ticket from before door codes',
      ),
  })
  .meta({ id: 'Ticket' })

const myPlaces = z.object({ entries: z.array(entry), offers: z.array(offer), waitlist: z.array(waiting), tickets: z.array(ticket) })

export const myPlacesResponse = z.object({ data: myPlaces }).meta({ id: 'MyPlacesResponse' })

export const ballotEntryResponse = z
  .object({
    data: z.object({ id: z.string(), state: z.enum(BALLOT_ENTRY_STATES), party: z.number().int(), seedHash: z.string() }),
    email: emailOutcome,
  })
  .meta({ id: 'BallotEntryResponse' })

export const waitlistResponse = z
  .object({ data: z.object({ id: z.string(), party: z.number().int(), ahead: z.number().int() }) })
  .meta({ id: 'WaitlistResponse' })

export const confirmResponse = z
  .object({ data: z.object({ reservationId: z.string(), ticketId: z.string(), seats: z.number().int() }), email: emailOutcome })
  .meta({ id: 'ConfirmedPlaceResponse' })

const publication = z.object({
  seedHash: z.string(),
  seed: z.string(),
  committedAt: z.string(),
  drawnAt: z.string(),
  places: z.number().int(),
  membersShare: z.number().int(),
  entries: z.array(z.object({ id: z.string(), party: z.number().int(), member: z.boolean() })),
  order: z.array(z.string()).describe('Entry ids in draw order: sorted by SHA-256 of "<seed>:<entry id>", smallest first'),
  winners: z.array(z.string()),
})

export const drawResponse = z
  .object({
    data: z.object({
      seedHash: z.string().describe('SHA-256 (hex) of the draw’s seed, published before entries close'),
      committedAt: z.string(),
      drawnAt: z.string().nullable(),
      seed: z.string().nullable().describe('Revealed once drawn'),
      publication: publication.nullable(),
    }),
  })
  .meta({ id: 'DrawResponse' })

// The routes' types fit the schemas.
type Fits<Schema extends z.ZodType, Value extends z.input<Schema>> = Value
export type CheckedMyPlaces = Fits<typeof myPlaces, MyPlacesAnswer>
export type CheckedPublication = Fits<typeof publication, DrawPublication>
export type CheckedDraw = Fits<typeof drawResponse.shape.data, Commitment & { publication: DrawPublication | null }>
